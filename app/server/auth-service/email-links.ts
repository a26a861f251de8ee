import type { AuthUser, OneTimeTokenType } from "../db/auth-schema";
import { EMAIL_MAX_FREQUENCY_MS, type ServiceContext } from "./context";
import type { MailMessage } from "../platform/mail.server";
import { consumeRateLimit } from "../platform/rate-limit.server";
import { AuthError } from "./errors";
import { issueOneTimeToken, pendingEmailChange } from "./one-time-tokens";
import { updateUser } from "./users";

export type LinkKind = "signup" | "recovery";

const TOKEN_TYPE: Record<LinkKind, OneTimeTokenType> = {
  signup: "confirmation_token",
  recovery: "recovery_token",
};

const CONFIRM_PATH = "/auth/confirm";
const RECOVERY_NEXT = "/reset-password";
const SERVICE_EMAILS_KEY = "auth-service:emails-sent";

/**
 * Issues a confirmation or recovery token, records when it was sent and mails the link:
 * `${siteUrl}/auth/confirm?token_hash=...&type=signup` (recovery: `type=recovery&next=/reset-password`).
 * An allowed `redirectTo` replaces the link's target; its query (such as `next`) is kept.
 */
export async function sendEmailLink(ctx: ServiceContext, user: AuthUser, kind: LinkKind, redirectTo: URL | undefined) {
  const now = ctx.now();
  refuseTooFrequent(kind === "signup" ? user.confirmationSentAt : user.recoverySentAt, now);
  await refuseOverServiceCap(ctx, 1, now);
  const secret = await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, { userId: user.id, type: TOKEN_TYPE[kind], email: user.email, now });
    await updateUser(tx, user.id, kind === "signup" ? { confirmationSentAt: now } : { recoverySentAt: now });
    return token;
  });
  await send(ctx, kind, { to: user.email, ...emailContent(kind, confirmLink(ctx, redirectTo, secret, kind)) });
}

/**
 * GoTrue's secure email change (its default): one link to the new address, one to the
 * current one, and the address changes once both are used. The current address hears of
 * the request at once; its email also carries a recovery link, since choosing a new
 * password cancels the change (it voids every email link) and ends every other session.
 */
export async function sendEmailChangeLinks(ctx: ServiceContext, user: AuthUser, newEmail: string, redirectTo: URL | undefined) {
  const now = ctx.now();
  refuseTooFrequent((await pendingEmailChange(ctx.db, user.id))?.sentAt, now);
  await refuseOverServiceCap(ctx, 2, now);
  const secrets = await ctx.db.transaction(async (tx) => {
    const issue = (type: OneTimeTokenType) => issueOneTimeToken(tx, { userId: user.id, type, email: newEmail, now });
    return {
      toNew: await issue("email_change_token_new"),
      toCurrent: await issue("email_change_token_current"),
      cancel: await issueOneTimeToken(tx, { userId: user.id, type: "recovery_token", email: user.email, now }),
    };
  });
  await send(ctx, "email_change", {
    to: user.email,
    ...currentAddressContent(newEmail, confirmLink(ctx, redirectTo, secrets.toCurrent, "email_change"), confirmLink(ctx, undefined, secrets.cancel, "recovery")),
  });
  await send(ctx, "email_change", { to: newEmail, ...emailChangeContent(user.email, confirmLink(ctx, redirectTo, secrets.toNew, "email_change")) });
}

function confirmLink(ctx: ServiceContext, redirectTo: URL | undefined, secret: string, type: LinkKind | "email_change"): string {
  const link = new URL(redirectTo ?? `${ctx.siteUrl}${CONFIRM_PATH}`);
  link.searchParams.set("token_hash", secret);
  link.searchParams.set("type", type);
  if (type === "recovery" && !link.searchParams.has("next")) link.searchParams.set("next", RECOVERY_NEXT);
  return link.toString();
}

async function send(ctx: ServiceContext, kind: LinkKind | "email_change", message: MailMessage) {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    console.error(`The ${kind} email to ${message.to} could not be sent:`, error);
    const what = kind === "signup" ? "confirmation" : kind === "recovery" ? "recovery" : "email change";
    throw new AuthError(500, "unexpected_failure", `Error sending ${what} email`);
  }
}

/** GoTrue's per-user email frequency limit: one email of each kind a minute. */
function refuseTooFrequent(lastSent: Date | null | undefined, now: Date) {
  if (!lastSent) return;
  const waitMs = lastSent.getTime() + EMAIL_MAX_FREQUENCY_MS - now.getTime();
  if (waitMs > 0) {
    throw new AuthError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
}

/**
 * GoTrue's service-wide cap on the emails it sends (RATE_LIMIT_EMAIL_SENT, 30 an hour by
 * default), counted in the database so every server process shares it.
 */
async function refuseOverServiceCap(ctx: ServiceContext, emails: number, now: Date) {
  const rule = { key: SERVICE_EMAILS_KEY, limit: ctx.emailsPerHour, windowSeconds: 60 * 60 };
  for (let sent = 0; sent < emails; sent++) {
    const result = await consumeRateLimit(ctx.db, rule, now);
    if (!result.allowed) throw new AuthError(429, "over_email_send_rate_limit", "Email rate limit exceeded");
  }
}

function emailContent(kind: LinkKind, link: string) {
  if (kind === "signup") {
    return {
      subject: "Confirm your AeroMarket account",
      text: [
        "Welcome to AeroMarket!",
        "",
        "Please confirm your email address to finish creating your account:",
        "",
        link,
        "",
        "This link can be used once and expires in 24 hours.",
        "If you did not sign up for AeroMarket, you can ignore this email.",
        "",
      ].join("\n"),
    };
  }
  return {
    subject: "Reset your AeroMarket password",
    text: [
      "We received a request to reset the password of your AeroMarket account.",
      "",
      "Choose a new password here:",
      "",
      link,
      "",
      "This link can be used once and expires in 1 hour.",
      "If you did not ask for this, you can ignore this email: your password stays the same.",
      "",
    ].join("\n"),
  };
}

function emailChangeContent(currentEmail: string, link: string) {
  return {
    subject: "Confirm your new AeroMarket email address",
    text: [
      `Someone, hopefully you, asked to sign in to AeroMarket with this address from now on, instead of ${currentEmail}.`,
      "",
      "Confirm it here:",
      "",
      link,
      "",
      `We also sent a link to ${currentEmail}: the address changes once both links are opened. Until then, the account keeps signing in with ${currentEmail}.`,
      "This link can be used once and expires in 24 hours. If you did not ask for this, you can ignore this email.",
      "",
    ].join("\n"),
  };
}

function currentAddressContent(newEmail: string, confirm: string, cancel: string) {
  return {
    subject: "Your AeroMarket email address is about to change",
    text: [
      `Someone signed in to your AeroMarket account asked to sign in with ${newEmail} from now on, instead of this address.`,
      "",
      `If it was you, confirm the change here. We also sent a link to ${newEmail}: the address changes once both links are opened.`,
      "",
      confirm,
      "",
      "If it was not you, do not open the link above: without it, nothing changes. To cancel the request and sign out every other device, choose a new password here (this link expires in 1 hour):",
      "",
      cancel,
      "",
      "Each link can be used once. The confirmation link expires in 24 hours.",
      "",
    ].join("\n"),
  };
}

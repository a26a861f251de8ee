import type { AuthUser, OneTimeTokenType } from "../db/auth-schema";
import { EMAIL_MAX_FREQUENCY_MS, type ServiceContext } from "./context";
import { AuthError } from "./errors";
import { issueOneTimeToken, pendingEmailChange } from "./one-time-tokens";
import { updateUser } from "./users";

export type LinkKind = "signup" | "recovery" | "email_change";

const TOKEN_TYPE: Record<LinkKind, OneTimeTokenType> = {
  signup: "confirmation_token",
  recovery: "recovery_token",
  email_change: "email_change_token_new",
};

const CONFIRM_PATH = "/auth/confirm";
const RECOVERY_NEXT = "/reset-password";

/**
 * Issues a confirmation or recovery token, records when it was sent and mails the link:
 * `${siteUrl}/auth/confirm?token_hash=...&type=signup` (recovery: `type=recovery&next=/reset-password`).
 * An email change (`type=email_change`) goes to the new address, GoTrue's "secure email
 * change" as far as the new address goes: the old one signs in until the link is opened.
 * An allowed `redirectTo` replaces the link's target; its query (such as `next`) is kept.
 */
export async function sendEmailLink(ctx: ServiceContext, user: AuthUser, kind: LinkKind, redirectTo: URL | undefined, to = user.email) {
  const now = ctx.now();
  await refuseTooFrequent(ctx, user, kind, now);
  const secret = await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, { userId: user.id, type: TOKEN_TYPE[kind], email: to, now });
    if (kind === "signup") await updateUser(tx, user.id, { confirmationSentAt: now });
    if (kind === "recovery") await updateUser(tx, user.id, { recoverySentAt: now });
    return token;
  });
  const link = new URL(redirectTo ?? `${ctx.siteUrl}${CONFIRM_PATH}`);
  link.searchParams.set("token_hash", secret);
  link.searchParams.set("type", kind);
  if (kind === "recovery" && !link.searchParams.has("next")) link.searchParams.set("next", RECOVERY_NEXT);
  try {
    await ctx.mailer.send({ to, ...emailContent(kind, link.toString()) });
  } catch (error) {
    console.error(`The ${kind} email to ${to} could not be sent:`, error);
    const what = kind === "signup" ? "confirmation" : kind === "recovery" ? "recovery" : "email change";
    throw new AuthError(500, "unexpected_failure", `Error sending ${what} email`);
  }
}

/** GoTrue's per-user email frequency limit: one email of each kind a minute. */
async function refuseTooFrequent(ctx: ServiceContext, user: AuthUser, kind: LinkKind, now: Date) {
  const lastSent =
    kind === "signup" ? user.confirmationSentAt : kind === "recovery" ? user.recoverySentAt : (await pendingEmailChange(ctx.db, user.id))?.sentAt;
  if (!lastSent) return;
  const waitMs = lastSent.getTime() + EMAIL_MAX_FREQUENCY_MS - now.getTime();
  if (waitMs > 0) {
    throw new AuthError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
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
  if (kind === "email_change") {
    return {
      subject: "Confirm your new AeroMarket email address",
      text: [
        "Someone, hopefully you, asked to sign in to AeroMarket with this address from now on.",
        "",
        "Confirm it here:",
        "",
        link,
        "",
        "Until you do, the account keeps signing in with its current address. This link can be used once and expires in 24 hours.",
        "If you did not ask for this, you can ignore this email.",
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

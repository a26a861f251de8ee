import type { AuthUser } from "../db/auth-schema";
import type { ServiceContext } from "./context";
import { AuthError } from "./errors";
import { issueOneTimeToken } from "./one-time-tokens";
import { updateUser } from "./users";

export type LinkKind = "signup" | "recovery";

const CONFIRM_PATH = "/auth/confirm";
const RECOVERY_NEXT = "/reset-password";

/**
 * Issues a confirmation or recovery token, records when it was sent and mails the link:
 * `${siteUrl}/auth/confirm?token_hash=...&type=signup` (recovery: `type=recovery&next=/reset-password`).
 * An allowed `redirectTo` replaces the link's target; its query (such as `next`) is kept.
 */
export async function sendEmailLink(ctx: ServiceContext, user: AuthUser, kind: LinkKind, redirectTo: URL | undefined) {
  const now = ctx.now();
  const secret = await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, {
      userId: user.id,
      type: kind === "signup" ? "confirmation_token" : "recovery_token",
      email: user.email,
      now,
    });
    await updateUser(tx, user.id, kind === "signup" ? { confirmationSentAt: now } : { recoverySentAt: now });
    return token;
  });
  const link = new URL(redirectTo ?? `${ctx.siteUrl}${CONFIRM_PATH}`);
  link.searchParams.set("token_hash", secret);
  link.searchParams.set("type", kind);
  if (kind === "recovery" && !link.searchParams.has("next")) link.searchParams.set("next", RECOVERY_NEXT);
  try {
    await ctx.mailer.send({ to: user.email, ...emailContent(kind, link.toString()) });
  } catch (error) {
    console.error(`The ${kind} email to ${user.email} could not be sent:`, error);
    const what = kind === "signup" ? "confirmation" : "recovery";
    throw new AuthError(500, "unexpected_failure", `Error sending ${what} email`);
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

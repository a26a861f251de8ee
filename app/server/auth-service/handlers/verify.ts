import type { AuthUser, FlowAuthenticationMethod, OneTimeTokenType } from "../../db/auth-schema";
import type { Database } from "../../db/database";
import type { ServiceContext } from "../context";
import { AuthError, otpExpired, unprocessable, validationFailed } from "../errors";
import { endFlows, issueAuthCode } from "../flow-state";
import { json, readJsonBody, stringField } from "../http";
import { consumeOneTimeToken, EMAIL_CHANGE_TOKEN_TYPES, otherEmailChangeLink } from "../one-time-tokens";
import { allowedRedirect } from "../redirects";
import { sessionClient, startSession } from "../sessions";
import { changeEmail, confirmEmail, findUserById, recordSignIn } from "../users";

/** Which stored tokens each verification type accepts ("email" covers both, as in GoTrue). */
const TOKEN_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ["confirmation_token"],
  email: ["confirmation_token", "recovery_token"],
  recovery: ["recovery_token"],
  magiclink: ["recovery_token"],
  email_change: EMAIL_CHANGE_TOKEN_TYPES,
};

/** GoTrue's answer to the first of an email change's two links. */
const SINGLE_CONFIRMATION_ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** What a used link leads to: a signed-in user, or (first link of an email change) a wait for the other. */
type LinkOutcome = { user: AuthUser; method: FlowAuthenticationMethod } | { waitingForOtherLink: true };

/** POST /verify `{type, token_hash}`: uses the email link's token and answers a token response. */
export async function verifyPost(ctx: ServiceContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  const type = stringField(body, "type");
  const tokenHash = stringField(body, "token_hash");
  if (type === "") throw validationFailed("Verify requires a verification type");
  if (!TOKEN_TYPES[type]) throw validationFailed("Unsupported verification type");
  // This service mails links only, never one-time codes, so a code can never match.
  if (tokenHash === "" && stringField(body, "token") !== "") throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
  if (tokenHash === "") throw validationFailed("Verify requires either a token or a token hash");
  return json(
    await ctx.db.transaction(async (tx) => {
      const outcome = await useLink(ctx, tx, type, tokenHash);
      if ("waitingForOtherLink" in outcome) return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: "200" };
      await endFlows(tx, outcome.user.id, outcome.method);
      return startSession(ctx, tx, outcome.user, "otp", sessionClient(request));
    }),
  );
}

/**
 * GET /verify?token=...&type=...&redirect_to=...: GoTrue's link endpoint. With a PKCE flow
 * started at sign-up or recovery it redirects with `?code=` for /token?grant_type=pkce;
 * otherwise the session travels in the URL fragment. Errors travel the same way.
 */
export async function verifyGet(ctx: ServiceContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const type = params.get("type") ?? "";
  const target = allowedRedirect(ctx, params.get("redirect_to")) ?? new URL(ctx.siteUrl);
  try {
    if (!TOKEN_TYPES[type]) throw validationFailed("Unsupported verification type");
    const location = await ctx.db.transaction(async (tx) => {
      const outcome = await useLink(ctx, tx, type, params.get("token") ?? "");
      const url = new URL(target);
      if ("waitingForOtherLink" in outcome) {
        url.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: "" }).toString();
        return url;
      }
      const { user, method } = outcome;
      const code = await issueAuthCode(tx, user.id, method, ctx.now());
      if (code) {
        url.searchParams.set("code", code);
        return url;
      }
      const session = await startSession(ctx, tx, user, "otp", sessionClient(request));
      url.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      }).toString();
      return url;
    });
    return redirect(location);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const url = new URL(target);
    url.search = "";
    url.hash = new URLSearchParams({
      error: error.status === 403 ? "access_denied" : "invalid_request",
      error_code: error.code,
      error_description: error.message,
    }).toString();
    return redirect(url);
  }
}

/**
 * Consumes the link's token and applies it: confirms the address and records the sign-in.
 * An email change applies only with the second of its two links (GoTrue's secure email change).
 */
async function useLink(ctx: ServiceContext, db: Database, type: string, secret: string): Promise<LinkOutcome> {
  const now = ctx.now();
  const token = secret === "" ? undefined : await consumeOneTimeToken(db, secret, TOKEN_TYPES[type] ?? [], now);
  const found = token && (await findUserById(db, token.userId));
  if (!token || !found) throw otpExpired();
  if (EMAIL_CHANGE_TOKEN_TYPES.includes(token.tokenType)) {
    const other = await otherEmailChangeLink(db, found.id, token.tokenType, now);
    if (other === "waiting") return { waitingForOtherLink: true };
    if (other === "expired") throw otpExpired();
    const changed = await changeEmail(db, found, token.relatesTo, now);
    if (!changed) throw unprocessable("email_exists", "A user with this email address has already been registered");
    return { user: await recordSignIn(db, changed, now), method: "email/signup" };
  }
  // A recovery link proves the address too, so it confirms an unconfirmed user (as GoTrue does).
  const confirmed = await confirmEmail(db, found, now);
  const user = await recordSignIn(db, confirmed, now);
  return { user, method: token.tokenType === "recovery_token" ? "recovery" : "email/signup" };
}

function redirect(location: URL): Response {
  return new Response(null, { status: 303, headers: { Location: location.toString() } });
}

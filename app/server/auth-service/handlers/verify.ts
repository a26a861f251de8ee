import type { AuthUser, FlowAuthenticationMethod, OneTimeTokenType } from "../../db/auth-schema";
import type { Database } from "../../db/database";
import type { ServiceContext } from "../context";
import { AuthError, otpExpired, unprocessable, validationFailed } from "../errors";
import { endFlows, issueAuthCode } from "../flow-state";
import { json, readJsonBody, stringField } from "../http";
import { consumeOneTimeToken } from "../one-time-tokens";
import { allowedRedirect } from "../redirects";
import { sessionClient, startSession } from "../sessions";
import { changeEmail, confirmEmail, findUserById, recordSignIn } from "../users";

/** Which stored tokens each verification type accepts ("email" covers both, as in GoTrue). */
const TOKEN_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ["confirmation_token"],
  email: ["confirmation_token", "recovery_token"],
  recovery: ["recovery_token"],
  magiclink: ["recovery_token"],
  email_change: ["email_change_token_new"],
};

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
      const { user, method } = await useLink(ctx, tx, type, tokenHash);
      await endFlows(tx, user.id, method);
      return startSession(ctx, tx, user, "otp", sessionClient(request));
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
      const { user, method } = await useLink(ctx, tx, type, params.get("token") ?? "");
      const code = await issueAuthCode(tx, user.id, method, ctx.now());
      const url = new URL(target);
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

/** Consumes the link's token and applies it: confirms the address and records the sign-in. */
async function useLink(
  ctx: ServiceContext,
  db: Database,
  type: string,
  secret: string,
): Promise<{ user: AuthUser; method: FlowAuthenticationMethod }> {
  const now = ctx.now();
  const token = secret === "" ? undefined : await consumeOneTimeToken(db, secret, TOKEN_TYPES[type] ?? [], now);
  const found = token && (await findUserById(db, token.userId));
  if (!token || !found) throw otpExpired();
  if (token.tokenType === "email_change_token_new") {
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

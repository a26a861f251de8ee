import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { AuthSession, AuthUser } from "../db/auth-schema";
import type { ServiceContext } from "./context";
import { forbidden, unauthorized } from "./errors";
import { SIGNING_ALGORITHM, type SigningKey } from "./signing-key";
import { appMetadata } from "./users";

export const AUDIENCE = "authenticated";

export type AccessTokenClaims = JWTPayload & { sub: string; session_id?: string };

/** Signs GoTrue's access-token claims for a user's session. */
export async function signAccessToken(ctx: ServiceContext, user: AuthUser, session: AuthSession) {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  const expiresAt = issuedAt + ctx.jwtExpiry;
  const token = await new SignJWT({
    aud: AUDIENCE,
    exp: expiresAt,
    iat: issuedAt,
    iss: ctx.issuer,
    sub: user.id,
    email: user.email,
    phone: user.phone ?? "",
    app_metadata: appMetadata(user),
    user_metadata: user.rawUserMetaData,
    role: AUDIENCE,
    aal: "aal1",
    amr: [{ method: session.authenticationMethod, timestamp: Math.floor(session.createdAt.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: ctx.signingKey.kid, typ: "JWT" })
    .sign(ctx.signingKey.privateKey);
  return { token, expiresAt, expiresIn: ctx.jwtExpiry };
}

/** Roles whose tokens may call the admin endpoints (GoTrue's default `GOTRUE_JWT_ADMIN_ROLES`). */
const ADMIN_ROLES = ["service_role", "supabase_admin"];

/**
 * The service-role key, as a Supabase project's: a JWT without a user whose role is
 * `service_role`, signed by the service's key. Only the server holds it.
 */
export function signServiceRoleKey(signingKey: SigningKey, issuedAt: Date): Promise<string> {
  return new SignJWT({ role: "service_role", iss: "supabase", iat: Math.floor(issuedAt.getTime() / 1000) })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: signingKey.kid, typ: "JWT" })
    .sign(signingKey.privateKey);
}

/** Whether the bearer token is an admin's (GoTrue's requireAdmin): 401 without one, 403 for any other. */
export async function verifyAdminToken(ctx: ServiceContext, token: string | undefined): Promise<void> {
  if (!token) throw unauthorized("no_authorization", "This endpoint requires a valid Bearer token");
  try {
    const { payload } = await jwtVerify(token, ctx.signingKey.publicKey, { algorithms: [SIGNING_ALGORITHM], currentDate: ctx.now() });
    if (typeof payload.role === "string" && ADMIN_ROLES.includes(payload.role)) return;
  } catch {
    throw forbidden("bad_jwt", "invalid JWT: unable to parse or verify signature");
  }
  throw forbidden("not_admin", "User not allowed");
}

/** The verified claims of an access token; anything else is GoTrue's 403 `bad_jwt`. */
export async function verifyAccessToken(ctx: ServiceContext, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, ctx.signingKey.publicKey, {
      algorithms: [SIGNING_ALGORITHM],
      currentDate: ctx.now(),
    });
    if (typeof payload.sub !== "string") throw new Error("missing sub claim");
    return payload as AccessTokenClaims;
  } catch (error) {
    const reason =
      error instanceof errors.JWTExpired
        ? "token has invalid claims: token is expired"
        : error instanceof errors.JWSSignatureVerificationFailed
          ? "token signature is invalid"
          : (error as Error).message;
    throw forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

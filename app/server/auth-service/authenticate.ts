import type { AuthSession, AuthUser } from "../db/auth-schema";
import { verifyAccessToken } from "./access-token";
import type { ServiceContext } from "./context";
import { forbidden, unauthorized } from "./errors";
import { bearerToken } from "./http";
import { findSession } from "./sessions";
import { findUserById } from "./users";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Authenticated = { user: AuthUser; session: AuthSession | undefined };

/** The user and session behind the request's bearer access token, checked as GoTrue checks them. */
export async function authenticate(ctx: ServiceContext, request: Request): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw unauthorized("no_authorization", "This endpoint requires a valid Bearer token");
  const claims = await verifyAccessToken(ctx, token);
  if (!UUID.test(claims.sub)) throw forbidden("bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  if (claims.session_id === undefined) return { user, session: undefined };
  const session = UUID.test(claims.session_id) ? await findSession(ctx.db, claims.session_id) : undefined;
  if (!session || session.userId !== user.id) {
    throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  }
  return { user, session };
}

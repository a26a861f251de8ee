import { and, desc, eq } from "drizzle-orm";
import { authRefreshTokens, authSessions } from "../../db/auth-schema";
import { REFRESH_TOKEN_REUSE_INTERVAL_MS, type ServiceContext } from "../context";
import { badRequest, validationFailed } from "../errors";
import { stringField } from "../http";
import { insertRefreshToken, tokenResponse, type SessionClient } from "../sessions";
import { findUserById } from "../users";

const alreadyUsed = () => badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");

/**
 * grant_type=refresh_token, GoTrue's rotation: every use revokes the token and issues a
 * child. A revoked token is still accepted when it is the parent of the session's active
 * token (the client lost the answer: the active token is returned again) or within the
 * reuse interval (a new child is issued). Any other reuse ends the whole session.
 * Every refresh records when it happened and the client's User-Agent and address on the
 * session (`refreshed_at`, `user_agent`, `ip`), as GoTrue's token service does.
 */
export async function refreshTokenGrant(ctx: ServiceContext, body: Record<string, unknown>, client: SessionClient) {
  const presented = stringField(body, "refresh_token");
  if (presented === "") throw validationFailed("refresh_token required");
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [token] = await tx.select().from(authRefreshTokens).where(eq(authRefreshTokens.token, presented)).for("update");
    if (!token) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    const [session] = await tx.select().from(authSessions).where(eq(authSessions.id, token.sessionId)).for("update");
    const user = await findUserById(tx, token.userId);
    if (!session || !user) throw badRequest("session_not_found", "Invalid Refresh Token: No Valid Session Found");
    if (session.notAfter && now >= session.notAfter) {
      throw badRequest("session_expired", "Invalid Refresh Token: Session Expired");
    }

    let issued: string | undefined;
    if (token.revoked) {
      const [active] = await tx
        .select()
        .from(authRefreshTokens)
        .where(and(eq(authRefreshTokens.sessionId, session.id), eq(authRefreshTokens.revoked, false)))
        .orderBy(desc(authRefreshTokens.id))
        .limit(1);
      if (active?.parent === token.token) {
        issued = active.token;
      } else if (now.getTime() > token.updatedAt.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_MS) {
        // Possible theft: end the session (its tokens go with it) and commit that before answering.
        await tx.delete(authSessions).where(eq(authSessions.id, session.id));
        return { reused: true as const };
      }
    } else {
      await tx
        .update(authRefreshTokens)
        .set({ revoked: true, updatedAt: now })
        .where(eq(authRefreshTokens.id, token.id));
    }
    issued ??= await insertRefreshToken(tx, session, token.token, now);
    const [refreshed] = await tx
      .update(authSessions)
      .set({ updatedAt: now, refreshedAt: now, userAgent: client.userAgent, ip: client.ip })
      .where(eq(authSessions.id, session.id))
      .returning();
    return { reused: false as const, response: await tokenResponse(ctx, tx, user, refreshed ?? session, issued) };
  });
  if (outcome.reused) throw alreadyUsed();
  return outcome.response;
}

import { randomBytes, randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/database";
import { authRefreshTokens, authSessions, type AuthSession, type AuthUser } from "../db/auth-schema";
import { signAccessToken } from "./access-token";
import type { ServiceContext } from "./context";
import { loadUserJson } from "./users";

/** How a session began, as GoTrue names it in the `amr` claim. */
export type AuthenticationMethod = "password" | "otp";

export type LogoutScope = "global" | "local" | "others";

/** What GoTrue keeps on a session about the request that started or last refreshed it. */
export type SessionClient = { userAgent: string | null; ip: string | null };

/**
 * The request's User-Agent and client address, read as GoTrue reads them: the first
 * valid address in X-Forwarded-For (this service is reached in process only, through
 * the app's own client, which puts the visitor's address there). An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.7`) is kept as IPv4, as Go's net.IP prints it.
 */
export function sessionClient(request: Request): SessionClient {
  const userAgent = request.headers.get("User-Agent")?.trim() || null;
  let ip: string | null = null;
  for (const candidate of (request.headers.get("X-Forwarded-For") ?? "").split(",")) {
    const address = candidate.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    if (isIP(address)) {
      ip = address;
      break;
    }
  }
  return { userAgent, ip };
}

export function newRefreshToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Starts a session with its first refresh token and answers GoTrue's token response.
 * The session keeps the client's User-Agent and address, as GoTrue's grant parameters do.
 */
export async function startSession(ctx: ServiceContext, db: Database, user: AuthUser, method: AuthenticationMethod, client: SessionClient) {
  const now = ctx.now();
  const [session] = await db
    .insert(authSessions)
    .values({ id: randomUUID(), userId: user.id, authenticationMethod: method, userAgent: client.userAgent, ip: client.ip, createdAt: now, updatedAt: now })
    .returning();
  if (!session) throw new Error("The session was not created");
  const refreshToken = await insertRefreshToken(db, session, null, now);
  return tokenResponse(ctx, db, user, session, refreshToken);
}

export async function insertRefreshToken(db: Database, session: AuthSession, parent: string | null, now: Date) {
  const token = newRefreshToken();
  await db.insert(authRefreshTokens).values({
    token,
    userId: session.userId,
    sessionId: session.id,
    parent,
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

/** `{access_token, token_type, expires_in, expires_at, refresh_token, user}` */
export async function tokenResponse(
  ctx: ServiceContext,
  db: Database,
  user: AuthUser,
  session: AuthSession,
  refreshToken: string,
) {
  const access = await signAccessToken(ctx, user, session);
  return {
    access_token: access.token,
    token_type: "bearer",
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(db, user),
  };
}

export async function findSession(db: Database, id: string): Promise<AuthSession | undefined> {
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, id));
  return session;
}

/** Ends sessions; their refresh tokens go with them. Without a current session every scope ends all. */
export async function endSessions(db: Database, userId: string, sessionId: string | undefined, scope: LogoutScope) {
  if (!sessionId || scope === "global") {
    await db.delete(authSessions).where(eq(authSessions.userId, userId));
  } else if (scope === "local") {
    await db.delete(authSessions).where(eq(authSessions.id, sessionId));
  } else {
    await db.delete(authSessions).where(and(eq(authSessions.userId, userId), ne(authSessions.id, sessionId)));
  }
}

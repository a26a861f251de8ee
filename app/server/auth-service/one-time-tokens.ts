import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { authOneTimeTokens, type OneTimeTokenType } from "../db/auth-schema";
import { CONFIRMATION_LINK_TTL_MS, RECOVERY_LINK_TTL_MS } from "./context";

const TTL_MS: Record<OneTimeTokenType, number> = {
  confirmation_token: CONFIRMATION_LINK_TTL_MS,
  recovery_token: RECOVERY_LINK_TTL_MS,
  email_change_token_new: CONFIRMATION_LINK_TTL_MS,
  email_change_token_current: CONFIRMATION_LINK_TTL_MS,
};

export const EMAIL_CHANGE_TOKEN_TYPES: OneTimeTokenType[] = ["email_change_token_new", "email_change_token_current"];

export function hashToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/**
 * Makes the secret for an email link and keeps only its hash. A user has at most one
 * token of each type: a new link replaces the previous one.
 */
export async function issueOneTimeToken(
  db: Database,
  { userId, type, email, now }: { userId: string; type: OneTimeTokenType; email: string; now: Date },
): Promise<string> {
  const secret = randomBytes(32).toString("hex");
  await db.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.tokenType, type)));
  await db.insert(authOneTimeTokens).values({
    id: randomUUID(),
    userId,
    tokenType: type,
    tokenHash: hashToken(secret),
    relatesTo: email,
    createdAt: now,
  });
  return secret;
}

/** Uses up a link's token: returns it when it was valid and unexpired, and it can never be used again. */
export async function consumeOneTimeToken(db: Database, secret: string, types: OneTimeTokenType[], now: Date) {
  const [token] = await db
    .delete(authOneTimeTokens)
    .where(and(eq(authOneTimeTokens.tokenHash, hashToken(secret)), inArray(authOneTimeTokens.tokenType, types)))
    .returning();
  if (!token || now.getTime() - token.createdAt.getTime() > TTL_MS[token.tokenType]) return undefined;
  return token;
}

/** The email change waiting for its links to be opened (either still unopened), if any. */
export async function pendingEmailChange(db: Database, userId: string) {
  const [token] = await db
    .select({ newEmail: authOneTimeTokens.relatesTo, sentAt: authOneTimeTokens.createdAt })
    .from(authOneTimeTokens)
    .where(and(eq(authOneTimeTokens.userId, userId), inArray(authOneTimeTokens.tokenType, EMAIL_CHANGE_TOKEN_TYPES)))
    .limit(1);
  return token;
}

/**
 * After one link of an email change was used: whether the other one still waits
 * ("waiting"), was used before ("confirmed"), or expired unused ("expired", then removed).
 */
export async function otherEmailChangeLink(db: Database, userId: string, used: OneTimeTokenType, now: Date): Promise<"waiting" | "confirmed" | "expired"> {
  const other = used === "email_change_token_new" ? "email_change_token_current" : "email_change_token_new";
  const [token] = await db
    .select()
    .from(authOneTimeTokens)
    .where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.tokenType, other)));
  if (!token) return "confirmed";
  if (now.getTime() - token.createdAt.getTime() <= TTL_MS[other]) return "waiting";
  await db.delete(authOneTimeTokens).where(eq(authOneTimeTokens.id, token.id));
  return "expired";
}

export async function clearOneTimeTokens(db: Database, userId: string) {
  await db.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, userId));
}

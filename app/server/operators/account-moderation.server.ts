import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { profiles } from "../db/schema";
import { type Actor, recordOperatorAction } from "./audit-log.server";

export type AccountSummary = { id: string; email: string; name: string; userType: "buyer" | "seller"; suspendedAt: Date | null };

export const ACCOUNT_SEARCH_LIMIT = 25;

/** Accounts whose email contains the text (no sample sellers, which have no sign-in), by email. */
export async function searchAccounts(db: Database, emailText: string): Promise<AccountSummary[]> {
  const pattern = `%${emailText.trim().toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select({ id: profiles.id, email: profiles.email, firstName: profiles.firstName, lastName: profiles.lastName, userType: profiles.userType, suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(and(eq(profiles.isSample, false), sql`lower(${profiles.email}) like ${pattern}`))
    .orderBy(asc(profiles.email))
    .limit(ACCOUNT_SEARCH_LIMIT);
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}`.trim() }));
}

export type ModerationResult = { ok: true; changed: boolean } | { ok: false; message: string };

/**
 * Suspends an account: it cannot sign in (signed-in sessions end at their next request),
 * and its listings leave the catalogue, search and their pages. Logged with the reason.
 */
export async function suspendAccount(db: Database, operator: Actor, accountId: string, reason: string): Promise<ModerationResult> {
  if (operator.id === accountId) return { ok: false, message: "You cannot suspend your own account." };
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(and(eq(profiles.id, accountId), eq(profiles.isSample, false), isNull(profiles.suspendedAt)))
      .returning({ id: profiles.id });
    if (!changed) return { ok: true as const, changed: false };
    await recordOperatorAction(tx, operator, { action: "suspend-account", targetType: "account", targetId: accountId, reason });
    return { ok: true as const, changed: true };
  });
}

/** Restores a suspended account: it signs in again and its listings come back. Logged with the reason. */
export async function restoreAccount(db: Database, operator: Actor, accountId: string, reason: string): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(profiles)
      .set({ suspendedAt: null })
      .where(and(eq(profiles.id, accountId), isNotNull(profiles.suspendedAt)))
      .returning({ id: profiles.id });
    if (!changed) return { ok: true as const, changed: false };
    await recordOperatorAction(tx, operator, { action: "restore-account", targetType: "account", targetId: accountId, reason });
    return { ok: true as const, changed: true };
  });
}

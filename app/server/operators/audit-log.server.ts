import { desc, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { operatorActions } from "../db/schema";

export type OperatorAction = typeof operatorActions.$inferSelect;

/** Who acted: an operator's account, or the command line that grants and revokes operators. */
export type Actor = { id: string | null; email: string };

export type AuditEntry = { action: string; targetType: string; targetId: string; reason: string };

/**
 * Appends one entry to the audit log. Callers pass the transaction that makes the change,
 * so the change and its entry are written together or not at all.
 */
export async function recordOperatorAction(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(operatorActions).values({ operatorId: actor.id, operatorEmail: actor.email, ...entry });
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log, newest first, and how many entries it holds in all. */
export async function auditLogPage(db: Database, page: number): Promise<{ entries: OperatorAction[]; total: number }> {
  const [entries, [count]] = await Promise.all([
    db
      .select()
      .from(operatorActions)
      .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(operatorActions),
  ]);
  return { entries, total: count?.total ?? 0 };
}

import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { operators, profiles } from "../db/schema";
import { type Actor, recordOperatorAction } from "./audit-log.server";

export type GrantResult = { ok: true; changed: boolean } | { ok: false; message: string };

/** The command line, as the audit log names it when it grants or revokes. */
export const COMMAND_LINE: Actor = { id: null, email: "npm run operator" };

async function profileIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** Makes the account with this email an operator; it must have signed in at least once. */
export async function grantOperator(db: Database, email: string, reason: string, actor: Actor = COMMAND_LINE): Promise<GrantResult> {
  const id = await profileIdByEmail(db, email);
  if (!id) return { ok: false, message: `No account with the email ${email}: the person must register and sign in first.` };
  const changed = await db.transaction(async (tx) => {
    const inserted = await tx.insert(operators).values({ userId: id }).onConflictDoNothing().returning({ userId: operators.userId });
    if (inserted.length === 0) return false;
    await recordOperatorAction(tx, actor, { action: "grant-operator", targetType: "account", targetId: id, reason });
    return true;
  });
  return { ok: true, changed };
}

/** Takes the operator role away from the account with this email. */
export async function revokeOperator(db: Database, email: string, reason: string, actor: Actor = COMMAND_LINE): Promise<GrantResult> {
  const id = await profileIdByEmail(db, email);
  if (!id) return { ok: false, message: `No account with the email ${email}.` };
  const changed = await db.transaction(async (tx) => {
    const deleted = await tx.delete(operators).where(eq(operators.userId, id)).returning({ userId: operators.userId });
    if (deleted.length === 0) return false;
    await recordOperatorAction(tx, actor, { action: "revoke-operator", targetType: "account", targetId: id, reason });
    return true;
  });
  return { ok: true, changed };
}

/**
 * The operators' directory of escrow agents (decision 046): listed for the offer form, looked
 * up by the agreed terms' agent at the deposit step, added and retired by operators, each
 * change in the audit log.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { EscrowAgentForm } from "~/domain/deals/deal-schemas";
import type { Database } from "../db/database";
import { escrowAgents } from "../db/schema";
import { recordOperatorAction, type Actor } from "../operators/audit-log.server";

export type EscrowAgent = { id: number; name: string; phone: string; phoneSource: string };

const columns = { id: escrowAgents.id, name: escrowAgents.name, phone: escrowAgents.phone, phoneSource: escrowAgents.phoneSource };

/** The agents in the directory now, by name. */
export function directoryAgents(db: Database): Promise<EscrowAgent[]> {
  return db.select(columns).from(escrowAgents).where(isNull(escrowAgents.retiredAt)).orderBy(asc(escrowAgents.name));
}

/** The directory's agent of this name (as the terms spell it, any case), if there is one. */
export async function directoryAgentNamed(db: Database, name: string): Promise<EscrowAgent | null> {
  const [agent] = await db
    .select(columns)
    .from(escrowAgents)
    .where(and(isNull(escrowAgents.retiredAt), sql`lower(${escrowAgents.name}) = ${name.trim().toLowerCase()}`));
  return agent ?? null;
}

/** Adds an agent; false when one of that name is listed already. */
export async function addEscrowAgent(db: Database, operator: Actor, agent: EscrowAgentForm): Promise<boolean> {
  if (await directoryAgentNamed(db, agent.name)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(escrowAgents).values({ name: agent.name, phone: agent.phone, phoneSource: agent.phoneSource }).onConflictDoNothing().returning({ id: escrowAgents.id });
    if (!row) return false;
    await recordOperatorAction(tx, operator, { action: "escrow-agent-add", targetType: "escrow-agent", targetId: String(row.id), reason: `${agent.phone}, from ${agent.phoneSource}` });
    return true;
  });
}

/** Takes an agent out of the directory; false when it is not listed. */
export async function retireEscrowAgent(db: Database, operator: Actor, id: number, reason: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(escrowAgents).set({ retiredAt: now }).where(and(eq(escrowAgents.id, id), isNull(escrowAgents.retiredAt))).returning({ id: escrowAgents.id });
    if (!row) return false;
    await recordOperatorAction(tx, operator, { action: "escrow-agent-retire", targetType: "escrow-agent", targetId: String(id), reason });
    return true;
  });
}

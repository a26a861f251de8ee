/**
 * The operator console's view of deals: those on hold (an operator decides within a day)
 * and those past a deadline, and the operator's hold, release and cancel, each written to
 * the deal's history and the operators' audit log in one transaction, then emailed to both sides.
 */
import { and, asc, eq, isNotNull, lte, notInArray, or } from "drizzle-orm";
import { FINAL_STATES, type DealState } from "~/domain/deals/deal-process";
import { STATE_LABELS, STEP_LABELS } from "~/domain/deals/deal-words";
import type { Database } from "../db/database";
import type { InquiryMail } from "../inquiries/inquiry-mail.server";
import { deals, listings } from "../db/schema";
import { recordOperatorAction, type Actor } from "../operators/audit-log.server";
import { takeStep } from "./deal-steps.server";
import { emailBothParties } from "./deal-mail.server";

export type WatchedDeal = { id: number; inquiryId: number; aircraft: string; state: DealState; heldState: DealState | null; dueAt: Date | null; stateEnteredAt: Date };

/** Deals on hold, then deals whose deadline has passed, the longest waiting first. */
export async function dealsForOperators(db: Database, now: Date): Promise<WatchedDeal[]> {
  return db
    .select({ id: deals.id, inquiryId: deals.inquiryId, aircraft: listings.name, state: deals.state, heldState: deals.heldState, dueAt: deals.dueAt, stateEnteredAt: deals.stateEnteredAt })
    .from(deals)
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(or(eq(deals.state, "on_hold"), and(isNotNull(deals.dueAt), lte(deals.dueAt, now), notInArray(deals.state, [...FINAL_STATES]))))
    .orderBy(asc(deals.stateEnteredAt), asc(deals.id))
    .limit(200);
}

export type OperatorDecision = { dealId: number; step: "hold" | "release" | "cancel"; reason: string };

/** The operator's step; refused with the table's reason, null when the deal does not exist. */
export async function operatorDealStep(
  db: Database,
  mail: InquiryMail,
  operator: Actor,
  decision: OperatorDecision,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: string } | null> {
  const result = await db.transaction(async (tx) => {
    const [deal] = await tx.select().from(deals).where(eq(deals.id, decision.dealId)).for("update");
    if (!deal) return null;
    const outcome = await takeStep(tx, deal, "operator", { step: decision.step, note: decision.reason }, now);
    if (!outcome.ok) return outcome;
    await recordOperatorAction(tx, operator, { action: `deal-${decision.step}`, targetType: "deal", targetId: String(deal.id), reason: decision.reason });
    return { ok: true as const, inquiryId: deal.inquiryId, to: outcome.to };
  });
  if (!result?.ok) return result;
  await emailBothParties(db, mail, result.inquiryId, `${STATE_LABELS[result.to]}: ${STEP_LABELS[decision.step]} by an AeroMarket operator (${decision.reason})`);
  return { ok: true };
}

/**
 * Deadlines that fire though nobody visits (docs/decisions/046-deal-deadlines.md): each
 * deal row holds its current deadline (`due_at`) and whether its reminder went out, so
 * nothing lives in a process's memory and a restart loses nothing. Any number of
 * processes may run a round at once: a reminder is claimed by one conditional UPDATE, and
 * a default outcome is taken over a row locked with SKIP LOCKED and decided again by the
 * state table, so each fires once.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, sql } from "drizzle-orm";
import { deadlineFor, FINAL_STATES, REMINDER_BEFORE_MS, type DealState } from "~/domain/deals/deal-process";
import { STATE_LABELS } from "~/domain/deals/deal-words";
import type { Database } from "../db/database";
import { dealEvents, dealOffers, deals } from "../db/schema";
import type { InquiryMail } from "../inquiries/inquiry-mail.server";
import { emailBothParties } from "./deal-mail.server";
import { type ClockStep, takeStep } from "./deal-steps.server";

/** The states whose deadline has a default outcome the clock takes, and which one. */
const CLOCK_OUTCOMES: Partial<Record<DealState, ClockStep["step"]>> = { offer_open: "expire", terms_agreed: "lapse", acceptance: "silence_rejects" };

export type DeadlineRound = { reminded: number; fired: number };

/** One round at `now`: the reminders due, then the default outcomes due. */
export async function fireDeadlines(db: Database, mail: InquiryMail, now: Date): Promise<DeadlineRound> {
  const reminded = await sendReminders(db, mail, now);
  let fired = 0;
  let after = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [deal] = await tx
        .select()
        .from(deals)
        .where(and(gt(deals.id, after), inArray(deals.state, Object.keys(CLOCK_OUTCOMES) as DealState[]), isNotNull(deals.dueAt), lte(deals.dueAt, now)))
        .orderBy(asc(deals.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!deal) return null;
      const step = CLOCK_OUTCOMES[deal.state]!;
      return { deal, step, result: await takeStep(tx, deal, "clock", { step }, now) };
    });
    if (!outcome) return { reminded, fired };
    after = outcome.deal.id;
    if (outcome.result.ok) {
      fired += 1;
      await emailBothParties(db, mail, outcome.deal.inquiryId, `${STATE_LABELS[outcome.result.to]}: its deadline passed`);
    }
  }
}

async function sendReminders(db: Database, mail: InquiryMail, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + REMINDER_BEFORE_MS);
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(deals)
      .set({ remindedAt: now })
      .where(and(isNull(deals.remindedAt), isNotNull(deals.dueAt), lte(deals.dueAt, soon), gt(deals.dueAt, now), notInArray(deals.state, [...FINAL_STATES])))
      .returning();
    if (rows.length > 0) {
      await tx.insert(dealEvents).values(rows.map((deal) => ({ dealId: deal.id, actor: "clock" as const, action: "remind", fromState: deal.state, toState: deal.state, note: null, createdAt: now })));
    }
    return rows;
  });
  for (const deal of claimed) {
    const [offer] = await db.select().from(dealOffers).where(eq(dealOffers.dealId, deal.id)).orderBy(sql`${dealOffers.id} desc`).limit(1);
    const deadline = deadlineFor(deal.state, {
      enteredAt: deal.stateEnteredAt,
      lastOfferBy: deal.lastOfferBy,
      offerExpiresAt: offer?.expiresAt ?? null,
      turbine: deal.turbine,
      targetClosing: offer?.targetClosing ?? null,
    });
    if (deadline) await emailBothParties(db, mail, deal.inquiryId, `24 hours left: ${deadline.what}. If not: ${deadline.missed}`);
  }
  return claimed.length;
}

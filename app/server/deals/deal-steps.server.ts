/**
 * Writing a deal's steps: the one place that changes a deal. Each step is asked of the
 * state table (deal-process.ts) over the row locked in the caller's transaction, then
 * written with its history row, the deal's next deadline and the listing's status
 * (Pending from terms agreed to closing, Sold at the end, back to Active otherwise).
 */
import { and, desc, eq } from "drizzle-orm";
import {
  CLOSING_ITEMS,
  deadlineFor,
  decide,
  holdsListing,
  soldPricePublic,
  type Actor,
  type ActionInput,
  type DealAction,
  type DealFacts,
  type DealState,
  type Party,
} from "~/domain/deals/deal-process";
import type { DealStep, OfferTerms } from "~/domain/deals/deal-schemas";
import { formatUsd } from "~/domain/format-number";
import type { Database } from "../db/database";
import { dealEvents, dealOffers, deals, listings } from "../db/schema";
import { recordSavedAircraftNews } from "../alerts/saved-aircraft-alerts.server";

export type DealRow = typeof deals.$inferSelect;

/** A deadline's default outcome, taken by the clock (deal-deadlines.server.ts). */
export type ClockStep = { step: "expire" | "lapse" | "silence_rejects" };
/** An operator's hold and release, with their note (deal-operations.server.ts); an operator's cancel is DealStep's. */
export type OperatorStep = { step: "hold" | "release"; note: string };
type AnyStep = DealStep | ClockStep | OperatorStep;

export type StepOutcome = { ok: true; from: DealState | null; to: DealState; action: DealAction | "offer" } | { ok: false; reason: string };

/** Whether another deal on the listing is between terms agreed and closing. */
async function listingTakenByAnother(db: Database, listingId: number, dealId: number | null): Promise<boolean> {
  const rows = await db.select({ id: deals.id, state: deals.state, heldState: deals.heldState }).from(deals).where(eq(deals.listingId, listingId));
  return rows.some((row) => row.id !== dealId && holdsListing(row.state, row.heldState));
}

export async function dealFacts(db: Database, deal: DealRow, now: Date): Promise<DealFacts> {
  return {
    state: deal.state,
    heldState: deal.heldState,
    lastOfferBy: deal.lastOfferBy,
    moves: deal.moves,
    deadlinePassed: deal.dueAt !== null && deal.dueAt.getTime() <= now.getTime(),
    squawks: deal.squawks,
    ticked: deal.ticked,
    confirmedBy: deal.confirmedBy,
    listingTaken: await listingTakenByAnother(db, deal.listingId, deal.id),
  };
}

/** The open offer's expiry and the target closing date of the terms: what deadlines count from. */
async function latestOffer(db: Database, dealId: number) {
  const [offer] = await db.select().from(dealOffers).where(eq(dealOffers.dealId, dealId)).orderBy(desc(dealOffers.id)).limit(1);
  return offer;
}

function expiryOf(terms: OfferTerms, now: Date): Date {
  return new Date(now.getTime() + terms.expiresInHours * 60 * 60 * 1000);
}

function offerValues(dealId: number, madeBy: Party, terms: OfferTerms, now: Date) {
  return {
    dealId,
    madeBy,
    priceUsd: terms.price,
    depositUsd: terms.deposit,
    escrowAgent: terms.escrowAgent,
    inspectionScope: terms.inspectionScope,
    inspectionPlace: terms.inspectionPlace,
    whoPaysWhat: terms.whoPaysWhat,
    deliveryPlace: terms.deliveryPlace,
    targetClosing: new Date(`${terms.targetClosing}T00:00:00Z`),
    expiresAt: expiryOf(terms, now),
    createdAt: now,
  };
}

const offerNote = (terms: OfferTerms) => `${formatUsd(terms.price)}, deposit ${formatUsd(terms.deposit)}, closing by ${terms.targetClosing}`;

/** Starts a new round with an offer: the conversation has no open round. */
export async function openRound(
  tx: Database,
  round: { inquiryId: number; listingId: number; buyerId: string; turbine: boolean },
  by: Party,
  terms: OfferTerms,
  now: Date,
): Promise<StepOutcome> {
  const [deal] = await tx
    .insert(deals)
    .values({ ...round, state: "offer_open", lastOfferBy: by, moves: 1, stateEnteredAt: now, dueAt: expiryOf(terms, now) })
    .onConflictDoNothing()
    .returning({ id: deals.id });
  if (!deal) return { ok: false, reason: "An offer is already open in this conversation." };
  await tx.insert(dealOffers).values(offerValues(deal.id, by, terms, now));
  await tx.insert(dealEvents).values({ dealId: deal.id, actor: by, action: "offer", fromState: null, toState: "offer_open", note: offerNote(terms), createdAt: now });
  return { ok: true, from: null, to: "offer_open", action: "offer" };
}

/** What the form's step means to the table: its action and the input its guard reads. */
function tableInput(deal: DealRow, step: AnyStep): ActionInput {
  if (step.step === "record_deposit") return { agentPhoned: step.agentPhoned === "on" };
  if (step.step === "accept_with_items") return { squawks: deal.squawks };
  if (step.step === "answer_squawks") return { squawks: deal.squawks.map((squawk, index) => ({ ...squawk, answer: step.answers[index] ?? null })) };
  return {};
}

function stepNote(step: AnyStep): string | null {
  switch (step.step) {
    case "offer":
    case "counter":
      return offerNote(step);
    case "record_deposit":
      return `Receipt ${step.receipt}; the buyer phoned the agent at a number found independently`;
    case "schedule_inspection":
      return `${step.inspectionDate} at ${step.shop}`;
    case "upload_report":
      return step.summary;
    case "tick_item":
      return CLOSING_ITEMS.find((item) => item.key === step.item)?.label ?? null;
    case "answer_squawks":
    case "accept_with_items":
    case "expire":
    case "lapse":
    case "silence_rejects":
      return null;
    default:
      return step.note || null;
  }
}

/**
 * Takes one step on the deal locked by the caller, by a party, or by the clock (a
 * deadline's default outcome). Refused, with the table's reason, when the step is not open.
 */
export async function takeStep(tx: Database, deal: DealRow, actor: Actor, step: AnyStep, now: Date): Promise<StepOutcome> {
  if (step.step === "offer") return { ok: false, reason: "An offer is already open in this conversation." };
  const action: DealAction = step.step;
  const party = actor === "buyer" || actor === "seller" ? actor : null;
  if (step.step === "tick_item") {
    const item = CLOSING_ITEMS.find((candidate) => candidate.key === step.item);
    if (!item || item.party !== actor) return { ok: false, reason: "Tick your own items of the checklist." };
  }
  const input = tableInput(deal, step);
  const decision = decide(await dealFacts(tx, deal, now), action, actor, input);
  if (!decision.allowed) return { ok: false, reason: decision.reason };
  const to = decision.to;
  const changes: Partial<typeof deals.$inferInsert> = {};
  if (step.step === "counter" && party) {
    changes.moves = deal.moves + 1;
    changes.lastOfferBy = party;
    await tx.insert(dealOffers).values(offerValues(deal.id, party, step, now));
  }
  if (action === "accept") changes.termsVersion = 1;
  if (action === "agree_items") changes.termsVersion = 2;
  if (step.step === "upload_report") changes.squawks = step.squawks;
  if (action === "answer_squawks" && input.squawks) changes.squawks = input.squawks;
  if (step.step === "tick_item") changes.ticked = [...new Set([...deal.ticked, step.item])];
  if (action === "confirm_closing" && party) changes.confirmedBy = [...deal.confirmedBy, party];
  if (action === "hold") changes.heldState = deal.state;
  if (action === "release" || to === "cancelled") changes.heldState = null;

  const entersNewState = to !== deal.state || action === "counter";
  if (entersNewState) {
    const offer = await latestOffer(tx, deal.id);
    const deadline = deadlineFor(to, {
      enteredAt: now,
      lastOfferBy: changes.lastOfferBy ?? deal.lastOfferBy,
      offerExpiresAt: offer?.expiresAt ?? null,
      turbine: deal.turbine,
      targetClosing: offer?.targetClosing ?? null,
    });
    Object.assign(changes, { state: to, stateEnteredAt: now, dueAt: deadline?.dueAt ?? null, remindedAt: null });
  }
  await tx.update(deals).set(changes).where(eq(deals.id, deal.id));
  await tx.insert(dealEvents).values({ dealId: deal.id, actor, action, fromState: deal.state, toState: to, note: stepNote(step), createdAt: now });
  await moveListing(tx, deal, to, changes.heldState === undefined ? deal.heldState : changes.heldState, now);
  return { ok: true, from: deal.state, to, action };
}

/** The listing follows the deal: Pending while it holds the aircraft, Sold at the end, Active again when it falls through. */
async function moveListing(tx: Database, deal: DealRow, to: DealState, heldState: DealState | null, now: Date): Promise<void> {
  const before = holdsListing(deal.state, deal.heldState);
  const after = holdsListing(to, heldState);
  const status = to === "sold" ? "sold" : !before && after ? "pending" : before && !after ? "active" : null;
  if (!status) return;
  const from = status === "pending" ? "active" : "pending";
  const sale = status === "sold" ? { soldAt: now, soldPrice: await publicSoldPrice(tx, deal.id, deal.pricePublicBy) } : {};
  const [moved] = await tx
    .update(listings)
    .set({ status, updatedAt: now, ...sale })
    .where(and(eq(listings.id, deal.listingId), eq(listings.status, from)))
    .returning({ id: listings.id });
  // Back from Pending, the aircraft is news too: the buyers who saved it may offer now.
  if (moved) await recordSavedAircraftNews(tx, deal.listingId, { kind: status === "active" ? "back-on-market" : status });
}

/** The agreed terms' price, where both sides agreed to publish it; null otherwise. */
export async function publicSoldPrice(tx: Database, dealId: number, pricePublicBy: readonly Party[]): Promise<number | null> {
  if (!soldPricePublic(pricePublicBy)) return null;
  return (await latestOffer(tx, dealId))?.priceUsd ?? null;
}

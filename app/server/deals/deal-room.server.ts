/**
 * The deal room of one conversation, for its buyer and its seller only (the inquiry's
 * access rule, inquiry-access.server.ts): anyone else is told it does not exist. Reads
 * where the deal stands, and takes a party's step in one transaction over the locked row.
 */
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { actionsFor, CLOSING_ITEMS, deadlineFor, isFinal, isTurbine, type DealAction, type Deadline, type Party } from "~/domain/deals/deal-process";
import type { DealStep } from "~/domain/deals/deal-schemas";
import { stepDoneMessage } from "~/domain/deals/deal-words";
import { safetyWarningsFor } from "~/domain/inquiries/conversation-safety";
import { PUBLIC_STATUSES } from "~/domain/listings/listing";
import type { Database } from "../db/database";
import { dealEvents, dealOffers, deals, inquiries, inquiryMessages, listings } from "../db/schema";
import { asBuyer, asSeller, type Reader } from "../inquiries/inquiry-access.server";
import { buyerWantsInquiryEmails, sellerWantsInquiryEmails } from "../inquiries/inquiries.server";
import type { InquiryMail } from "../inquiries/inquiry-mail.server";
import { dealFacts, openRound, takeStep, type DealRow } from "./deal-steps.server";
import { emailStep } from "./deal-mail.server";
import { directoryAgentNamed, directoryAgents, type EscrowAgent } from "./escrow-agents.server";

/** The conversation's facts the room needs, if the reader is one of its two parties. */
export async function partyOf(db: Database, reader: Reader, inquiryId: number) {
  const [row] = await db
    .select({
      inquiryId: inquiries.id,
      listingId: inquiries.listingId,
      buyerId: inquiries.buyerId,
      buyerEmail: inquiries.buyerEmail,
      sellerEmail: inquiries.sellerEmail,
      buyerWantsEmail: buyerWantsInquiryEmails(),
      sellerWantsEmail: sellerWantsInquiryEmails(),
      aircraft: listings.name,
      category: listings.category,
      sellerId: listings.sellerId,
      listingStatus: listings.status,
      isSeller: sql<boolean>`${asSeller(reader)}`.mapWith(Boolean),
    })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(and(eq(inquiries.id, inquiryId), or(asSeller(reader), asBuyer(reader))));
  if (!row) return null;
  return { ...row, role: (row.isSeller ? "seller" : "buyer") as Party };
}
export type PartyRow = NonNullable<Awaited<ReturnType<typeof partyOf>>>;

export function currentRound(db: Database, inquiryId: number) {
  return db.select().from(deals).where(eq(deals.inquiryId, inquiryId)).orderBy(desc(deals.id)).limit(1);
}

export type DealOffer = typeof dealOffers.$inferSelect;
export type DealEvent = typeof dealEvents.$inferSelect;

export type DealRoom = {
  inquiryId: number;
  role: Party;
  aircraft: string;
  listingId: number;
  deal: DealRow | null;
  /** Offers of the current round, oldest first: the last is the one open or agreed. */
  offers: DealOffer[];
  /** Every step of every round in this conversation, oldest first. */
  history: DealEvent[];
  /** The steps the reader may take now; "offer" starts a new round. */
  actions: (DealAction | "offer")[];
  deadline: Deadline | null;
  /** The reader's account may act: a guest's inquiry not yet added to an account has no buyer to deal with. */
  buyerHasAccount: boolean;
  /** A message from the other side mentions new or changed bank details: the room warns at its top. */
  bankDetailsChanged: boolean;
  /** The directory's agents, offered by name in the offer form. */
  directoryAgentNames: string[];
  /** The directory's entry for the escrow agent the latest terms name, with the number to phone; null when it is not listed. */
  termsAgent: EscrowAgent | null;
};

async function otherSideMentionsBankChange(db: Database, inquiryId: number, role: Party): Promise<boolean> {
  const messages = await db
    .select({ body: inquiryMessages.body })
    .from(inquiryMessages)
    .where(and(eq(inquiryMessages.inquiryId, inquiryId), ne(inquiryMessages.author, role)));
  return messages.some((message) => safetyWarningsFor(message.body).includes("bank-change"));
}

const OFFERABLE = new Set<string>(PUBLIC_STATUSES.filter((status) => status !== "sold"));

/** Where the deal stands, for a party of the conversation; null for anyone else. */
export async function dealRoom(db: Database, reader: Reader, inquiryId: number, now: Date): Promise<DealRoom | null> {
  const party = await partyOf(db, reader, inquiryId);
  if (!party) return null;
  const [deal] = await currentRound(db, inquiryId);
  const rounds = await db.select({ id: deals.id }).from(deals).where(eq(deals.inquiryId, inquiryId));
  const [offers, history] = await Promise.all([
    deal ? db.select().from(dealOffers).where(eq(dealOffers.dealId, deal.id)).orderBy(asc(dealOffers.id)) : [],
    rounds.length
      ? db
          .select()
          .from(dealEvents)
          .where(inArray(dealEvents.dealId, rounds.map((round) => round.id)))
          .orderBy(asc(dealEvents.createdAt), asc(dealEvents.id))
      : [],
  ]);
  const buyerHasAccount = party.buyerId !== null;
  const actions: DealRoom["actions"] = [];
  if (deal && !isFinal(deal.state)) actions.push(...actionsFor(await dealFacts(db, deal, now), party.role));
  else if (buyerHasAccount && OFFERABLE.has(party.listingStatus)) actions.push("offer");
  const latest = offers.at(-1);
  const deadline =
    deal &&
    deadlineFor(deal.state, {
      enteredAt: deal.stateEnteredAt,
      lastOfferBy: deal.lastOfferBy,
      offerExpiresAt: latest?.expiresAt ?? null,
      turbine: deal.turbine,
      targetClosing: latest?.targetClosing ?? null,
    });
  return {
    inquiryId,
    role: party.role,
    aircraft: party.aircraft,
    listingId: party.listingId,
    deal: deal ?? null,
    offers,
    history,
    actions,
    deadline: deadline ?? null,
    buyerHasAccount,
    bankDetailsChanged: await otherSideMentionsBankChange(db, inquiryId, party.role),
    directoryAgentNames: actions.includes("offer") || actions.includes("counter") ? (await directoryAgents(db)).map((agent) => agent.name) : [],
    termsAgent: latest ? await directoryAgentNamed(db, latest.escrowAgent) : null,
  };
}

export type PartyStepResult = { ok: true; message: string } | { ok: false; reason: string } | null;

/**
 * A party's step: a new round's offer, or a step on the current round. Null when the
 * reader is not a party (the page answers 404); refused with the reason for the person.
 */
export async function takePartyStep(db: Database, mail: InquiryMail, reader: Reader, inquiryId: number, step: DealStep, now: Date): Promise<PartyStepResult> {
  const party = await partyOf(db, reader, inquiryId);
  if (!party) return null;
  const outcome = await db.transaction(async (tx) => {
    const [deal] = await currentRound(tx, inquiryId).for("update");
    // Then the listing: two deals on one aircraft accepted at once are taken one after the
    // other, so the second sees the first holding it (deal row first, as the deadline job locks).
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, party.listingId)).for("update");
    if (step.step !== "offer") return deal && !isFinal(deal.state) ? takeStep(tx, deal, party.role, step, now) : refused("There is no open deal in this conversation: make an offer to start one.");
    if (deal && !isFinal(deal.state)) return refused("An offer is already open in this conversation.");
    if (!party.buyerId) return refused("The buyer has not added this inquiry to an account yet, so no deal can start.");
    if (!OFFERABLE.has(party.listingStatus)) return refused("This aircraft is no longer for sale.");
    return openRound(tx, { inquiryId, listingId: party.listingId, buyerId: party.buyerId, turbine: isTurbine(party.category) }, party.role, step, now);
  });
  if (!outcome.ok) return outcome;
  emailStep(mail, recipientOf(party), { inquiryId, aircraft: party.aircraft, actor: party.role, action: outcome.action, to: outcome.to });
  const item = step.step === "tick_item" ? CLOSING_ITEMS.find((candidate) => candidate.key === step.item)?.label : undefined;
  return { ok: true, message: stepDoneMessage(outcome.action, outcome.to, item) };
}

function refused(reason: string) {
  return { ok: false as const, reason };
}

export function recipientOf(party: PartyRow): { email: string; wantsEmail: boolean } {
  return party.role === "buyer" ? { email: party.sellerEmail, wantsEmail: party.sellerWantsEmail } : { email: party.buyerEmail, wantsEmail: party.buyerWantsEmail };
}

/** For the thread page: the state of the conversation's current round, if it has one. */
export async function currentDealState(db: Database, inquiryId: number): Promise<DealRow["state"] | null> {
  const [deal] = await currentRound(db, inquiryId);
  return deal?.state ?? null;
}

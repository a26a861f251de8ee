/** The deals of a person's conversations, for their data download (/settings/data): each round with its offers and history. */
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { dealEvents, dealOffers, deals } from "../db/schema";

export async function dealsOfConversations(db: Database, inquiryIds: number[]) {
  if (inquiryIds.length === 0) return new Map<number, never[]>();
  const rounds = await db.select().from(deals).where(inArray(deals.inquiryId, inquiryIds)).orderBy(asc(deals.id));
  const dealIds = rounds.map((round) => round.id);
  const [offers, events] = dealIds.length
    ? await Promise.all([
        db.select().from(dealOffers).where(inArray(dealOffers.dealId, dealIds)).orderBy(asc(dealOffers.id)),
        db.select().from(dealEvents).where(inArray(dealEvents.dealId, dealIds)).orderBy(asc(dealEvents.id)),
      ])
    : [[], []];
  const byInquiry = new Map<number, ReturnType<typeof roundOf>[]>();
  function roundOf(round: (typeof rounds)[number]) {
    const { state, termsVersion, squawks, ticked, confirmedBy, createdAt } = round;
    return {
      state,
      termsVersion,
      squawks,
      closingItemsTicked: ticked,
      confirmedBy,
      createdAt,
      offers: offers.filter((offer) => offer.dealId === round.id).map(({ id: _id, dealId: _deal, ...offer }) => offer),
      history: events.filter((event) => event.dealId === round.id).map(({ actor, action, fromState, toState, note, createdAt: at }) => ({ actor, action, fromState, toState, note, at })),
    };
  }
  for (const round of rounds) byInquiry.set(round.inquiryId, [...(byInquiry.get(round.inquiryId) ?? []), roundOf(round)]);
  return byInquiry;
}

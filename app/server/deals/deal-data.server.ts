/** The deals of a person's conversations, for their data download (/settings/data): each round with its offers, history and the reviews after its sale. */
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { dealEvents, dealOffers, dealReviews, deals } from "../db/schema";

export async function dealsOfConversations(db: Database, inquiryIds: number[]) {
  if (inquiryIds.length === 0) return new Map<number, never[]>();
  const rounds = await db.select().from(deals).where(inArray(deals.inquiryId, inquiryIds)).orderBy(asc(deals.id));
  const dealIds = rounds.map((round) => round.id);
  const [offers, events, reviews] = dealIds.length
    ? await Promise.all([
        db.select().from(dealOffers).where(inArray(dealOffers.dealId, dealIds)).orderBy(asc(dealOffers.id)),
        db.select().from(dealEvents).where(inArray(dealEvents.dealId, dealIds)).orderBy(asc(dealEvents.id)),
        db.select().from(dealReviews).where(inArray(dealReviews.dealId, dealIds)).orderBy(asc(dealReviews.id)),
      ])
    : [[], [], []];
  const byInquiry = new Map<number, ReturnType<typeof roundOf>[]>();
  function roundOf(round: (typeof rounds)[number]) {
    const { state, termsVersion, squawks, ticked, confirmedBy, pricePublicBy, createdAt } = round;
    return {
      state,
      termsVersion,
      squawks,
      closingItemsTicked: ticked,
      confirmedBy,
      soldPricePublishedBy: pricePublicBy,
      createdAt,
      offers: offers.filter((offer) => offer.dealId === round.id).map(({ id: _id, dealId: _deal, ...offer }) => offer),
      // Both sides' reviews of the sale: the one written and the one received (the other side's account ids stay out).
      reviews: reviews.filter((review) => review.dealId === round.id).map(({ author, rating, body, createdAt: at }) => ({ author, rating, body, postedAt: at })),
      history: events.filter((event) => event.dealId === round.id).map(({ actor, action, fromState, toState, note, createdAt: at }) => ({ actor, action, fromState, toState, note, at })),
    };
  }
  for (const round of rounds) byInquiry.set(round.inquiryId, [...(byInquiry.get(round.inquiryId) ?? []), roundOf(round)]);
  return byInquiry;
}

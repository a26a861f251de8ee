/**
 * After a sale in the deal room, against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): each side's one review within 14 days, shown where the other side's
 * reputation shows and never changed; the sold price public only when both agree, and
 * then a value estimate's comparable (never without that agreement); the seller's
 * pipeline by state, theirs alone.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DealStep, OfferTerms } from "~/domain/deals/deal-schemas";
import { dealReviews, listings, profiles } from "~/server/db/schema";
import { dealsOfConversations } from "~/server/deals/deal-data.server";
import { afterSaleOf, agreeToPublishPrice, postReview } from "~/server/deals/deal-after-sale.server";
import { dealPipeline, pipelineDeals } from "~/server/deals/deal-pipeline.server";
import { dealRoom, takePartyStep } from "~/server/deals/deal-room.server";
import { buyerReviewsOfInquiry } from "~/server/deals/reviews.server";
import { publicSaleOf } from "~/server/deals/sales.server";
import { sendInquiry } from "~/server/inquiries/inquiries.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { createListing } from "~/server/listings/seller-listings.server";
import type { MailMessage } from "~/server/platform/mail.server";
import { findAircraftForPage } from "~/server/listings/aircraft-page-read.server";
import { valueEstimateOf } from "~/server/valuation/comparables-index.server";
import { valueEstimates } from "~/server/valuation/valuations.server";
import { listingForm } from "../support/listing-form";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let sent: MailMessage[] = [];
const mail: InquiryMail = { mailer: { send: async (message) => void sent.push(message) }, siteUrl: "https://aeromarket.test", secrets: ["test-secret"] };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Monday 7 December 2026, 09:00 UTC.
const start = new Date("2026-12-07T09:00:00Z");
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
type Reader = { id: string; email: string };

const terms = (price: number): OfferTerms => ({
  price,
  deposit: 20_000,
  escrowAgent: "Aero Title & Escrow, Oklahoma City",
  inspectionScope: "Records review only",
  inspectionPlace: "Wichita, KS",
  whoPaysWhat: "Each side pays their own",
  deliveryPlace: "Wichita, KS",
  targetClosing: "2027-01-15",
  expiresInHours: 72,
});

async function person(userType: "buyer" | "seller", sellerOf?: Reader): Promise<Reader> {
  if (sellerOf) return sellerOf;
  const id = randomUUID();
  const email = `${userType}.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: "Ada", lastName: "Lane", userType, phone: "+1 555 0100" });
  return { id, email };
}

/** A seller's published listing (of `model`, if given), a buyer's inquiry about it, and the two readers. */
async function conversation(options: { seller?: Reader; model?: { manufacturer: string; model: string; price: number } } = {}) {
  const seller = await person("seller", options.seller);
  const buyer = await person("buyer");
  const form = listingForm({ intent: "publish", ...options.model });
  const listing = await createListing(database.db, seller.id, form);
  const inquiry = await sendInquiry(database.db, mail, {
    listingId: listing.id,
    buyerId: buyer.id,
    message: { name: "Amelia Hart", email: buyer.email, message: "Is it still for sale?", idempotencyKey: randomUUID() },
  });
  return { seller, buyer, listingId: listing.id, inquiryId: inquiry!.inquiryId, name: form.name };
}

async function step(reader: Reader, inquiryId: number, value: DealStep, now: Date) {
  expect(await takePartyStep(database.db, mail, reader, inquiryId, value, now), value.step).toMatchObject({ ok: true });
}

/** Offer, acceptance, deposit, records only, as-is acceptance and the checklist: the deal stands at Closing. */
async function toClosing({ seller, buyer, inquiryId }: { seller: Reader; buyer: Reader; inquiryId: number }, price = 410_000) {
  await step(buyer, inquiryId, { step: "offer", ...terms(price) }, at(0));
  await step(seller, inquiryId, { step: "accept" }, at(1));
  await step(buyer, inquiryId, { step: "record_deposit", agentPhoned: "on", receipt: "AT-1" }, at(2));
  await step(buyer, inquiryId, { step: "records_only" }, at(3));
  await step(buyer, inquiryId, { step: "accept_as_is" }, at(4));
  for (const item of ["purchase_agreement", "balance_with_escrow", "insurance_binder"] as const) await step(buyer, inquiryId, { step: "tick_item", item }, at(5));
  for (const item of ["seller_agreement", "lien_release", "bill_of_sale"] as const) await step(seller, inquiryId, { step: "tick_item", item }, at(5));
}

/** Sold at at(7). */
async function toSold(deal: { seller: Reader; buyer: Reader; inquiryId: number }) {
  await step(deal.seller, deal.inquiryId, { step: "confirm_closing" }, at(6));
  await step(deal.buyer, deal.inquiryId, { step: "confirm_sold" }, at(7));
}

const review = (rating: number, body: string) => ({ step: "review" as const, rating, body });

async function listingSale(id: number) {
  const [row] = await database.db.select({ status: listings.status, soldAt: listings.soldAt, soldPrice: listings.soldPrice }).from(listings).where(eq(listings.id, id));
  return row!;
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("reviews after a sale", () => {
  it("take one review from each side within 14 days, show them where the other side's reputation shows, and never change", async () => {
    const deal = await conversation();
    const { db } = database;
    await toClosing(deal);
    expect(await postReview(db, mail, deal.buyer, deal.inquiryId, review(5, "Too early to say anything."), at(6))).toEqual({ ok: false, reason: "Reviews open once the sale is confirmed by both sides." });
    await toSold(deal);

    expect(await afterSaleOf(db, (await dealRoom(db, deal.buyer, deal.inquiryId, at(8)))!.deal, "buyer", at(8))).toMatchObject({
      mayReview: true,
      reviewsCloseAt: new Date(at(7).getTime() + 14 * DAY),
      reviews: [],
    });
    sent = [];
    expect(await postReview(db, mail, deal.buyer, deal.inquiryId, review(5, "Logbooks exactly as described; closed on the day."), at(8))).toMatchObject({ ok: true });
    await expect.poll(() => sent.map((message) => [message.to, message.subject])).toEqual([[deal.seller.email, `The buyer of the ${deal.name} reviewed you`]]);
    expect(await postReview(db, mail, deal.buyer, deal.inquiryId, review(1, "Changing my mind about it."), at(9))).toEqual({
      ok: false,
      reason: "You have reviewed this sale already: a review cannot be changed once posted.",
    });
    expect(await postReview(db, mail, deal.seller, deal.inquiryId, review(4, "Paid on time, good communication."), at(10))).toMatchObject({ ok: true });

    // The seller card of any of the seller's listings, and the buyer as sellers see them in a conversation.
    expect((await findAircraftForPage(db, deal.listingId, null))?.sellerReviews).toEqual({
      summary: { count: 1, average: 5 },
      latest: [{ by: `Buyer of the ${deal.name}`, rating: 5, body: "Logbooks exactly as described; closed on the day.", createdAt: at(8) }],
    });
    expect(await buyerReviewsOfInquiry(db, deal.inquiryId)).toMatchObject({ summary: { count: 1, average: 4 }, latest: [{ by: `Seller of the ${deal.name}`, rating: 4 }] });

    // In both sides' data downloads, with the conversation's deal.
    const [round] = (await dealsOfConversations(db, [deal.inquiryId])).get(deal.inquiryId)!;
    expect(round!.reviews.map(({ author, rating }) => [author, rating])).toEqual([["buyer", 5], ["seller", 4]]);

    const dealId = (await dealRoom(db, deal.buyer, deal.inquiryId, at(11)))!.deal!.id;
    await expect(db.update(dealReviews).set({ rating: 1 }).where(eq(dealReviews.dealId, dealId))).rejects.toThrow();
  });

  it("refuse a review after the 14 days, and tell a stranger the deal does not exist", async () => {
    const deal = await conversation();
    const { db } = database;
    await toClosing(deal);
    await toSold(deal);
    const closed = new Date(at(7).getTime() + 14 * DAY + 1);
    expect(await postReview(db, mail, deal.seller, deal.inquiryId, review(5, "Late but glowing review."), closed)).toEqual({
      ok: false,
      reason: "Reviews of a sale are written within 14 days of it: the time to review this one has ended.",
    });
    const room = await dealRoom(db, deal.seller, deal.inquiryId, closed);
    expect(await afterSaleOf(db, room!.deal, "seller", closed)).toMatchObject({ mayReview: false });
    const stranger = await person("buyer");
    expect(await postReview(db, mail, stranger, deal.inquiryId, review(1, "I was never part of it."), at(8))).toBeNull();
    expect(await agreeToPublishPrice(db, stranger, deal.inquiryId, at(8))).toBeNull();
    expect((await findAircraftForPage(db, deal.listingId, null))?.sellerReviews.summary.count).toBe(0);
  });
});

describe("the sold price", () => {
  it("is stored as public only once both sides agreed, whether before or after the sale", async () => {
    const agreedBefore = await conversation();
    await toClosing(agreedBefore, 395_000);
    expect(await agreeToPublishPrice(database.db, agreedBefore.buyer, agreedBefore.inquiryId, at(5))).toMatchObject({ ok: true });
    await toSold(agreedBefore);
    expect(await listingSale(agreedBefore.listingId)).toEqual({ status: "sold", soldAt: at(7), soldPrice: null });
    expect(await publicSaleOf(database.db, agreedBefore.listingId)).toEqual({ soldAt: at(7), soldPrice: null });
    expect(await agreeToPublishPrice(database.db, agreedBefore.seller, agreedBefore.inquiryId, at(8))).toEqual({ ok: true, message: "Both sides agreed: the sold price is now public." });
    expect(await listingSale(agreedBefore.listingId)).toEqual({ status: "sold", soldAt: at(7), soldPrice: 395_000 });
    expect(await publicSaleOf(database.db, agreedBefore.listingId)).toEqual({ soldAt: at(7), soldPrice: 395_000 });
    expect(await agreeToPublishPrice(database.db, agreedBefore.seller, agreedBefore.inquiryId, at(9))).toEqual({ ok: false, reason: "You have agreed to publish the sold price already." });

    const bothAtClosing = await conversation();
    await toClosing(bothAtClosing, 402_000);
    for (const side of [bothAtClosing.seller, bothAtClosing.buyer]) expect(await agreeToPublishPrice(database.db, side, bothAtClosing.inquiryId, at(5))).toMatchObject({ ok: true });
    expect((await listingSale(bothAtClosing.listingId)).soldPrice).toBeNull();
    await toSold(bothAtClosing);
    expect(await listingSale(bothAtClosing.listingId)).toEqual({ status: "sold", soldAt: at(7), soldPrice: 402_000 });
  });
});

describe("a sold aircraft as a value estimate's comparable", () => {
  it("is used at its sold price where both sides agreed to publish it, and not where they did not", async () => {
    const { db } = database;
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const model = { manufacturer: "Zenith Test", model: `ZX${tag}`, price: 400_000 };
    const seller = await person("seller");
    const published = await conversation({ seller, model });
    const kept = await conversation({ seller, model });
    for (const [deal, price, agree] of [[published, 380_000, true], [kept, 390_000, false]] as const) {
      await toClosing(deal, price);
      if (agree) for (const side of [deal.seller, deal.buyer]) await agreeToPublishPrice(db, side, deal.inquiryId, at(5));
      // Sold now: sold aircraft count as comparables for a year after their sale.
      await takePartyStep(db, mail, deal.seller, deal.inquiryId, { step: "confirm_closing" }, new Date());
      await takePartyStep(db, mail, deal.buyer, deal.inquiryId, { step: "confirm_sold" }, new Date());
    }
    const forSale = [];
    for (let index = 0; index < 3; index += 1) forSale.push((await createListing(db, seller.id, listingForm({ intent: "publish", ...model }))).id);
    const [subject, ...others] = forSale;

    const estimate = (await valueEstimates(db, [subject!])).get(subject!);
    const used = estimate!.comparables.map((comparable) => comparable.aircraft);
    expect(used.map((aircraft) => aircraft.id).sort()).toEqual([...others, published.listingId].sort());
    expect(used.find((aircraft) => aircraft.id === published.listingId)).toMatchObject({ price: 380_000, soldAt: expect.any(Date) });
    expect(used.map((aircraft) => aircraft.id)).not.toContain(kept.listingId);
    // The aircraft page picks its estimate from the comparables held: the same one.
    const found = await findAircraftForPage(db, subject!, null);
    expect(await valueEstimateOf(db, found!.listing, found!.sample)).toEqual(estimate);
  });
});

describe("the seller's pipeline", () => {
  it("counts the seller's deals by state, lists them, and counts none for anyone else", async () => {
    const { db } = database;
    const seller = await person("seller");
    const open = await conversation({ seller });
    await step(open.buyer, open.inquiryId, { step: "offer", ...terms(400_000) }, at(0));
    const closing = await conversation({ seller });
    await toClosing(closing);
    const sold = await conversation({ seller });
    await toClosing(sold);
    await toSold(sold);

    expect(await dealPipeline(db, seller)).toEqual({ offer_open: 1, terms_agreed: 0, deposit_held: 0, inspection: 0, acceptance: 0, squawks: 0, closing: 1, sold: 1, on_hold: 0 });
    expect((await pipelineDeals(db, seller, "closing")).map((deal) => deal.inquiryId)).toEqual([closing.inquiryId]);
    expect(Object.values(await dealPipeline(db, open.buyer)).every((count) => count === 0)).toBe(true);
    expect(await pipelineDeals(db, open.buyer, "offer_open")).toEqual([]);
  });
});

/**
 * The deal room against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * a deal from offer to sold with the listing's Pending and Sold, the access rule, the
 * one-deal rules, the history that cannot be changed, and the deadlines with a clock the
 * test moves: reminders and default outcomes fire once, from two connections at once too,
 * and nothing is lost when the round is cut off and run again.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DealStep, OfferTerms } from "~/domain/deals/deal-schemas";
import { openPostgres } from "~/server/db/client.server";
import { dealEvents, deals, listings, operatorActions, profiles, savedAircraft, savedAircraftAlerts } from "~/server/db/schema";
import { fireDeadlines } from "~/server/deals/deal-deadlines.server";
import { dealsForOperators, operatorDealStep } from "~/server/deals/deal-operations.server";
import { addEscrowAgent, retireEscrowAgent } from "~/server/deals/escrow-agents.server";
import { dealRoom, takePartyStep } from "~/server/deals/deal-room.server";
import { replyToInquiry, sendInquiry } from "~/server/inquiries/inquiries.server";
import { findThread } from "~/server/inquiries/inquiry-threads.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { createListing, setListingStatus } from "~/server/listings/seller-listings.server";
import type { MailMessage } from "~/server/platform/mail.server";
import { listingForm } from "../support/listing-form";
import { openScratchPostgres, openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let sent: MailMessage[];
const mail: InquiryMail = { mailer: { send: async (message) => void sent.push(message) }, siteUrl: "https://aeromarket.test", secrets: ["test-secret"] };
const HOUR = 60 * 60 * 1000;
// Monday 7 December 2026, 09:00 UTC.
const start = new Date("2026-12-07T09:00:00Z");
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

const terms = (overrides: Partial<OfferTerms> = {}): OfferTerms => ({
  price: 410_000,
  deposit: 20_000,
  escrowAgent: "Aero Title & Escrow, Oklahoma City",
  inspectionScope: "Annual-level pre-buy with borescope",
  inspectionPlace: "Wichita, KS",
  whoPaysWhat: "Buyer pays the inspection; seller pays fixes of must items",
  deliveryPlace: "Wichita, KS",
  targetClosing: "2027-01-15",
  expiresInHours: 72,
  ...overrides,
});

async function person(userType: "buyer" | "seller") {
  const id = randomUUID();
  const email = `${userType}.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: "Ada", lastName: "Lane", userType, phone: "+1 555 0100" });
  return { id, email };
}

/** A seller's listing, a buyer's inquiry about it, and the two readers. */
async function conversation() {
  const seller = await person("seller");
  const buyer = await person("buyer");
  const listing = await createListing(database.db, seller.id, listingForm({ intent: "publish" }));
  const message = { name: "Amelia Hart", email: buyer.email, phone: "+1 555 010 4242", message: "Is it still for sale?", idempotencyKey: randomUUID() };
  const inquiry = await sendInquiry(database.db, mail, { listingId: listing.id, buyerId: buyer.id, message });
  return { seller, buyer, listingId: listing.id, inquiryId: inquiry!.inquiryId };
}

const step = (db: TestDatabase["db"], reader: { id: string; email: string }, inquiryId: number, value: DealStep, now: Date) => takePartyStep(db, mail, reader, inquiryId, value, now);

async function listingStatus(id: number) {
  const [row] = await database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id));
  return row!.status;
}

beforeAll(async () => {
  database = await openTestDatabase();
});

beforeEach(() => {
  sent = [];
});

afterAll(async () => {
  await database.close();
});

describe("a deal from offer to sold", () => {
  it("walks offer, counter, acceptance (Pending), deposit, inspection with a must-fix squawk, credit, closing and Sold, recording each step", async () => {
    const { seller, buyer, listingId, inquiryId } = await conversation();
    const watcher = await person("buyer");
    await database.db.insert(savedAircraft).values({ userId: watcher.id, listingId });
    const { db } = database;

    expect(await step(db, buyer, inquiryId, { step: "offer", ...terms() }, at(0))).toMatchObject({ ok: true });
    expect(sent.map((message) => message.to)).toContain(seller.email);
    expect(sent.at(-1)!.text).toContain(`https://aeromarket.test/dashboard/inquiries/${inquiryId}/deal`);
    expect(await step(db, buyer, inquiryId, { step: "accept" }, at(1))).toEqual({ ok: false, reason: "This step is the other side's to take." });
    expect(await step(db, seller, inquiryId, { step: "counter", ...terms({ price: 425_000 }) }, at(2))).toMatchObject({ ok: true });
    expect(await step(db, buyer, inquiryId, { step: "accept" }, at(3))).toMatchObject({ ok: true });
    expect(await listingStatus(listingId)).toBe("pending");

    expect(await step(db, buyer, inquiryId, { step: "record_deposit", agentPhoned: "on", receipt: "AT-2291" }, at(4))).toMatchObject({ ok: true });
    expect(await step(db, buyer, inquiryId, { step: "schedule_inspection", inspectionDate: "2026-12-14", shop: "Yingling Aviation" }, at(5))).toMatchObject({ ok: true });
    const squawks = [{ item: "Left magneto timing out of limits", severity: "must" as const, answer: null }];
    expect(await step(db, buyer, inquiryId, { step: "upload_report", summary: "Airworthy but for one item", squawks }, at(6))).toMatchObject({ ok: true });
    expect(await step(db, buyer, inquiryId, { step: "accept_with_items" }, at(7))).toMatchObject({ ok: true });
    expect(await step(db, seller, inquiryId, { step: "answer_squawks", answers: ["credit"] }, at(8))).toMatchObject({ ok: true });
    expect(await step(db, buyer, inquiryId, { step: "agree_items" }, at(9))).toMatchObject({ ok: true });
    for (const item of ["purchase_agreement", "balance_with_escrow", "insurance_binder"] as const) await step(db, buyer, inquiryId, { step: "tick_item", item }, at(10));
    expect(await step(db, buyer, inquiryId, { step: "tick_item", item: "lien_release" }, at(10))).toEqual({ ok: false, reason: "Tick your own items of the checklist." });
    for (const item of ["seller_agreement", "lien_release", "bill_of_sale"] as const) await step(db, seller, inquiryId, { step: "tick_item", item }, at(10));
    expect(await step(db, seller, inquiryId, { step: "confirm_closing" }, at(11))).toMatchObject({ ok: true });
    expect(await step(db, buyer, inquiryId, { step: "confirm_sold" }, at(12))).toMatchObject({ ok: true });

    expect(await listingStatus(listingId)).toBe("sold");
    expect(await setListingStatus(db, seller.id, listingId, "active")).toEqual({ keptByDeal: "sold" });
    const news = await db.select({ kind: savedAircraftAlerts.kind }).from(savedAircraftAlerts).where(eq(savedAircraftAlerts.buyerId, watcher.id));
    expect(news.map((row) => row.kind)).toEqual(["pending", "sold"]);
    const room = await dealRoom(db, seller, inquiryId, at(13));
    expect(room).toMatchObject({ role: "seller", actions: [], deal: { state: "sold", termsVersion: 2, squawks: [{ answer: "credit" }] } });
    expect(room!.history.map((entry) => entry.action)).toEqual([
      "offer",
      "counter",
      "accept",
      "record_deposit",
      "schedule_inspection",
      "upload_report",
      "accept_with_items",
      "answer_squawks",
      "agree_items",
      ...Array(6).fill("tick_item"),
      "confirm_closing",
      "confirm_sold",
    ]);
    expect(room!.offers.map((offer) => [offer.madeBy, offer.priceUsd])).toEqual([["buyer", 410_000], ["seller", 425_000]]);
    await expect(db.update(dealEvents).set({ note: "rewritten" }).where(eq(dealEvents.dealId, room!.deal!.id))).rejects.toThrow();
  });

  it("puts the listing back to Active when agreed terms are cancelled, news for the buyers who saved it, and refuses a deposit without the phone check", async () => {
    const { seller, buyer, listingId, inquiryId } = await conversation();
    const watcher = await person("buyer");
    const { db } = database;
    await db.insert(savedAircraft).values({ userId: watcher.id, listingId });
    await step(db, seller, inquiryId, { step: "offer", ...terms() }, at(0));
    expect((await findThread(db, seller, inquiryId))!.buyer).toEqual({ name: "Amelia Hart", email: buyer.email, phone: null, phoneWithheld: true });
    await step(db, buyer, inquiryId, { step: "accept" }, at(1));
    expect(await listingStatus(listingId)).toBe("pending");
    expect((await findThread(db, seller, inquiryId))!.buyer).toMatchObject({ phone: "+1 555 010 4242", phoneWithheld: false });
    expect(await step(db, seller, inquiryId, { step: "record_deposit", agentPhoned: "on", receipt: "X" }, at(2))).toEqual({ ok: false, reason: "This step is the other side's to take." });
    await step(db, seller, inquiryId, { step: "cancel" }, at(2));
    expect(await listingStatus(listingId)).toBe("active");
    // Once shared, the number stays with the seller, as it would on paper.
    expect((await findThread(db, seller, inquiryId))!.buyer.phone).toBe("+1 555 010 4242");
    const news = await db.select({ kind: savedAircraftAlerts.kind }).from(savedAircraftAlerts).where(eq(savedAircraftAlerts.buyerId, watcher.id));
    expect(news.map((row) => row.kind)).toEqual(["pending", "back-on-market"]);
  });

  it("keeps the listing's status from the seller's hand while a deal holds it and once a deal sold it, and not before", async () => {
    const { seller, buyer, listingId, inquiryId } = await conversation();
    const { db } = database;
    await step(db, buyer, inquiryId, { step: "offer", ...terms() }, at(0));
    // An open offer holds nothing: the seller may still mark it sold elsewhere.
    expect(await setListingStatus(db, seller.id, listingId, "active")).toBe("changed");
    await step(db, seller, inquiryId, { step: "accept" }, at(1));
    for (const status of ["active", "sold", "pending"] as const) expect(await setListingStatus(db, seller.id, listingId, status)).toEqual({ keptByDeal: "pending" });
    await step(db, buyer, inquiryId, { step: "cancel" }, at(2));
    expect(await listingStatus(listingId)).toBe("active");
    expect(await setListingStatus(db, seller.id, listingId, "pending")).toBe("changed");
    expect(await setListingStatus(db, seller.id, listingId, "active")).toBe("changed");
  });
});

describe("who may see and act", () => {
  it("tells a stranger, and another buyer of the same listing, that the deal does not exist", async () => {
    const { buyer, listingId, inquiryId } = await conversation();
    await step(database.db, buyer, inquiryId, { step: "offer", ...terms() }, at(0));
    const stranger = await person("buyer");
    const otherBuyer = await person("buyer");
    await sendInquiry(database.db, mail, { listingId, buyerId: otherBuyer.id, message: { name: "Other", email: otherBuyer.email, message: "Hello", idempotencyKey: randomUUID() } });
    for (const reader of [stranger, otherBuyer]) {
      expect(await dealRoom(database.db, reader, inquiryId, at(1))).toBeNull();
      expect(await step(database.db, reader, inquiryId, { step: "accept" }, at(1))).toBeNull();
    }
  });
});

describe("an operator's hold", () => {
  it("holds a deal with the listing still Pending, releases it to where it stood, and cancels a held one back to Active, each in the audit log", async () => {
    const { seller, buyer, listingId, inquiryId } = await conversation();
    const operator = { id: randomUUID(), email: "olivia.operator@example.com" };
    const { db } = database;
    await step(db, buyer, inquiryId, { step: "offer", ...terms() }, at(0));
    await step(db, seller, inquiryId, { step: "accept" }, at(1));
    const dealId = (await dealRoom(db, buyer, inquiryId, at(1)))!.deal!.id;
    expect(await operatorDealStep(db, mail, operator, { dealId, step: "release", reason: "Nothing to release" }, at(2))).toEqual({ ok: false, reason: "The deal has moved on: this step is no longer open." });
    sent = [];
    expect(await operatorDealStep(db, mail, operator, { dealId, step: "hold", reason: "The buyer reports a changed bank account" }, at(2))).toEqual({ ok: true });
    expect(sent.map((message) => message.to).sort()).toEqual([buyer.email, seller.email].sort());
    expect(sent[0]!.subject).toContain("On hold");
    expect(await listingStatus(listingId)).toBe("pending");
    expect((await dealsForOperators(db, at(2))).map((deal) => deal.id)).toContain(dealId);
    expect(await step(db, buyer, inquiryId, { step: "record_deposit", agentPhoned: "on", receipt: "X" }, at(3))).toMatchObject({ ok: false });
    expect(await operatorDealStep(db, mail, operator, { dealId, step: "release", reason: "Checked with the escrow agent" }, at(4))).toEqual({ ok: true });
    expect((await dealRoom(db, buyer, inquiryId, at(4)))!.deal).toMatchObject({ state: "terms_agreed", heldState: null });
    await operatorDealStep(db, mail, operator, { dealId, step: "hold", reason: "Second report" }, at(5));
    expect(await operatorDealStep(db, mail, operator, { dealId, step: "cancel", reason: "Fraud confirmed by the agent" }, at(6))).toEqual({ ok: true });
    expect(await listingStatus(listingId)).toBe("active");
    const log = await db.select({ action: operatorActions.action }).from(operatorActions).where(eq(operatorActions.targetId, String(dealId)));
    expect(log.map((entry) => entry.action)).toEqual(["deal-hold", "deal-release", "deal-hold", "deal-cancel"]);
    expect(await operatorDealStep(db, mail, operator, { dealId: 999_999, step: "hold", reason: "No such deal" }, at(7))).toBeNull();
  });
});

describe("wire safety", () => {
  it("shows the deposit step the directory's number for the agreed agent, until an operator retires it, each change in the audit log", async () => {
    const { seller, buyer, inquiryId } = await conversation();
    const operator = { id: randomUUID(), email: "olivia.operator@example.com" };
    const { db } = database;
    const name = `Aero Title ${randomUUID().slice(0, 6)}`;
    const agent = { intent: "add" as const, name, phone: "+1 405 555 0199", phoneSource: "Oklahoma licence register, checked 2026-11-20" };
    expect(await addEscrowAgent(db, operator, agent)).toBe(true);
    expect(await addEscrowAgent(db, operator, { ...agent, name: name.toUpperCase() })).toBe(false);
    await step(db, buyer, inquiryId, { step: "offer", ...terms({ escrowAgent: name.toLowerCase() }) }, at(0));
    expect((await dealRoom(db, seller, inquiryId, at(0)))!.directoryAgentNames).toContain(name);
    await step(db, seller, inquiryId, { step: "accept" }, at(1));
    const room = await dealRoom(db, buyer, inquiryId, at(1));
    expect(room!.termsAgent).toMatchObject({ name, phone: "+1 405 555 0199" });
    expect(await retireEscrowAgent(db, operator, room!.termsAgent!.id, "The licence lapsed", at(2))).toBe(true);
    expect((await dealRoom(db, buyer, inquiryId, at(2)))!.termsAgent).toBeNull();
    const log = await db.select({ action: operatorActions.action }).from(operatorActions).where(eq(operatorActions.targetType, "escrow-agent"));
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(["escrow-agent-add", "escrow-agent-retire"]));
  });

  it("warns the buyer at the top of the deal room when the seller's message mentions changed bank details, and not the seller", async () => {
    const { seller, buyer, inquiryId } = await conversation();
    expect((await dealRoom(database.db, buyer, inquiryId, at(0)))!.bankDetailsChanged).toBe(false);
    await replyToInquiry(database.db, mail, seller, inquiryId, { body: "Our bank details have changed, please use the new account below.", idempotencyKey: randomUUID() });
    expect((await dealRoom(database.db, buyer, inquiryId, at(0)))!.bankDetailsChanged).toBe(true);
    expect((await dealRoom(database.db, seller, inquiryId, at(0)))!.bankDetailsChanged).toBe(false);
  });
});

describe("one deal at a time", () => {
  it("keeps one open round per conversation, and one buyer between terms agreed and closing", async () => {
    const { seller, buyer, listingId, inquiryId } = await conversation();
    const { db } = database;
    await step(db, buyer, inquiryId, { step: "offer", ...terms() }, at(0));
    expect(await step(db, buyer, inquiryId, { step: "offer", ...terms() }, at(0))).toEqual({ ok: false, reason: "An offer is already open in this conversation." });
    const second = await person("buyer");
    const other = await sendInquiry(db, mail, { listingId, buyerId: second.id, message: { name: "B", email: second.email, message: "Hi", idempotencyKey: randomUUID() } });
    await step(db, second, other!.inquiryId, { step: "offer", ...terms({ price: 400_000 }) }, at(1));
    await step(db, seller, inquiryId, { step: "accept" }, at(2));
    expect(await step(db, seller, other!.inquiryId, { step: "accept" }, at(3))).toMatchObject({ ok: false, reason: expect.stringContaining("under agreement with another buyer") });
  });
});

describe("deadlines", () => {
  it("reminds both sides 24 hours before an offer expires, once, then expires it, once, leaving the listing Active", async () => {
    const { seller, buyer, listingId, inquiryId } = await conversation();
    const { db } = database;
    await step(db, buyer, inquiryId, { step: "offer", ...terms({ expiresInHours: 24 }) }, at(0));
    sent = [];
    expect(await fireDeadlines(db, mail, at(1))).toMatchObject({ reminded: 1, fired: 0 });
    expect(sent.map((message) => message.to).sort()).toEqual([buyer.email, seller.email].sort());
    expect(await fireDeadlines(db, mail, at(2))).toMatchObject({ reminded: 0, fired: 0 });
    expect(await fireDeadlines(db, mail, at(23))).toMatchObject({ fired: 0 });
    expect(await fireDeadlines(db, mail, at(24))).toMatchObject({ fired: 1 });
    expect(await fireDeadlines(db, mail, at(25))).toMatchObject({ fired: 0 });
    const room = await dealRoom(db, buyer, inquiryId, at(25));
    expect(room!.deal!.state).toBe("expired");
    expect(room!.history.at(-1)).toMatchObject({ actor: "clock", action: "expire", toState: "expired" });
    expect(room!.actions).toEqual(["offer"]);
    expect(await listingStatus(listingId)).toBe("active");
  });

  it("lapses agreed terms after 3 business days without a deposit, putting the listing back to Active", async () => {
    const { seller, buyer, listingId, inquiryId } = await conversation();
    const { db } = database;
    await step(db, buyer, inquiryId, { step: "offer", ...terms() }, start);
    await step(db, seller, inquiryId, { step: "accept" }, start);
    await fireDeadlines(db, mail, at(71));
    expect((await dealRoom(db, buyer, inquiryId, at(71)))!.deal!.state).toBe("terms_agreed");
    await fireDeadlines(db, mail, at(72));
    expect((await dealRoom(db, buyer, inquiryId, at(72)))!.deal!.state).toBe("lapsed");
    expect(await listingStatus(listingId)).toBe("active");
  });

  it("fires a deadline due before a round that never ran (a restart) at the next round", async () => {
    const { buyer, inquiryId } = await conversation();
    const { db } = database;
    await step(db, buyer, inquiryId, { step: "offer", ...terms({ expiresInHours: 24 }) }, at(0));
    // No round ran for a week: the row still says what is due.
    expect((await fireDeadlines(db, mail, at(24 * 7))).fired).toBeGreaterThanOrEqual(1);
    await fireDeadlines(db, mail, at(24 * 7 + 1));
    const room = await dealRoom(db, buyer, inquiryId, at(24 * 7 + 1));
    expect(room!.history.filter((entry) => entry.action !== "offer").map((entry) => entry.action)).toEqual(["expire"]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two processes on one PostgreSQL", () => {
  it("let one of two offers on one aircraft be accepted when both are accepted at once", async () => {
    const scratch = await openScratchPostgres(process.env.TEST_DATABASE_URL!);
    const second = await openPostgres(scratch.url);
    const previous = database;
    try {
      database = scratch;
      const { seller, buyer, listingId, inquiryId } = await conversation();
      const other = await person("buyer");
      const otherInquiry = await sendInquiry(scratch.db, mail, { listingId, buyerId: other.id, message: { name: "B", email: other.email, message: "Hi", idempotencyKey: randomUUID() } });
      await step(scratch.db, buyer, inquiryId, { step: "offer", ...terms() }, at(0));
      await step(scratch.db, other, otherInquiry!.inquiryId, { step: "offer", ...terms({ price: 400_000 }) }, at(0));
      const results = await Promise.all([step(scratch.db, seller, inquiryId, { step: "accept" }, at(1)), step(second.db, seller, otherInquiry!.inquiryId, { step: "accept" }, at(1))]);
      expect(results.filter((result) => result?.ok)).toHaveLength(1);
      expect(results.find((result) => !result?.ok)).toMatchObject({ reason: expect.stringContaining("under agreement with another buyer") });
    } finally {
      database = previous;
      await second.close();
      await scratch.close();
    }
  });


  it("never fire the same deadline or reminder twice when two connections run rounds at once", async () => {
    const scratch = await openScratchPostgres(process.env.TEST_DATABASE_URL!);
    const second = await openPostgres(scratch.url);
    try {
      const previous = database;
      database = scratch;
      const inquiryIds: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const { buyer, inquiryId } = await conversation();
        await step(scratch.db, buyer, inquiryId, { step: "offer", ...terms({ expiresInHours: 24 }) }, at(0));
        inquiryIds.push(inquiryId);
      }
      database = previous;
      const reminders = await Promise.all([fireDeadlines(scratch.db, mail, at(1)), fireDeadlines(second.db, mail, at(1))]);
      expect(reminders[0].reminded + reminders[1].reminded).toBe(6);
      const rounds = await Promise.all([fireDeadlines(scratch.db, mail, at(30)), fireDeadlines(second.db, mail, at(30)), fireDeadlines(scratch.db, mail, at(30))]);
      expect(rounds.reduce((total, round) => total + round.fired, 0)).toBe(6);
      const expiries = await scratch.db.select({ dealId: dealEvents.dealId }).from(dealEvents).where(eq(dealEvents.action, "expire"));
      expect(expiries).toHaveLength(6);
      expect(new Set(expiries.map((row) => row.dealId)).size).toBe(6);
      expect(await scratch.db.select({ state: deals.state }).from(deals)).toEqual(Array(6).fill({ state: "expired" }));
    } finally {
      await second.close();
      await scratch.close();
    }
  });
});

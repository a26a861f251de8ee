/**
 * The sample inventory against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): marked on cards, not counted as aircraft for sale, answered by the
 * team in the buyer's own conversation, and removed in one go by the operator command.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import { personalData } from "~/server/accounts/account-data.server";
import { messageWriter } from "~/domain/inquiries/inquiry";
import { operatorActions, listings, profiles } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { seedDatabase } from "~/server/db/seed.server";
import { findThread } from "~/server/inquiries/inquiry-threads.server";
import { replyToInquiry, sendInquiry } from "~/server/inquiries/inquiries.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { answerSampleInquiry, sampleConversation, waitingSampleInquiries, waitingSampleInquiryCount } from "~/server/inquiries/sample-inquiries.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { claimListingsByContactEmail } from "~/server/listings/listing-ownership.server";
import { featuredListings, listingIsSample } from "~/server/listings/listings.server";
import { removeSampleInventory } from "~/server/listings/sample-inventory.server";
import { sellerReach } from "~/server/listings/seller-reach.server";
import { consoleCounts } from "~/server/operators/console.server";
import { COMMAND_LINE } from "~/server/operators/operator-grants.server";
import type { MailMessage } from "~/server/platform/mail.server";
import { localStorage } from "~/server/platform/storage.server";
import { failingMailer } from "../support/mailers";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let sent: MailMessage[];
let root: string;
const SUPPORT_EMAIL = "support@aeromarket.test";
const mail: InquiryMail = { mailer: { send: async (message) => void sent.push(message) }, siteUrl: "https://aeromarket.test", secrets: ["test-secret"], supportEmail: SUPPORT_EMAIL };
const operator = { id: null, email: "ops@aeromarket.test" };
const sample = SEED_LISTINGS.find((seed) => seed.status === "active")!;
/** Active sample listings the tests give a real owner: they count as aircraft for sale. */
let activeTakenOver = 1;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  root = await mkdtemp(path.join(tmpdir(), "aeromarket-samples-"));
});

beforeEach(() => {
  sent = [];
});

afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

async function createBuyer() {
  const id = randomUUID();
  const email = `buyer.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: "Nadia", lastName: "Okafor", userType: "buyer", phone: "" });
  return { id, email };
}

describe("a conversation about a sample listing", () => {
  it("waits for the team, whose answer appears in the buyer's thread and is emailed; the buyer's reply waits again", async () => {
    const buyer = await createBuyer();
    const question = `Is the ${sample.name} real? (${buyer.email})`;
    const sentInquiry = await sendInquiry(database.db, mail, {
      listingId: sample.id,
      buyerId: buyer.id,
      message: { name: "Nadia Okafor", email: buyer.email, phone: "", message: question, idempotencyKey: randomUUID() },
    });
    const id = sentInquiry!.inquiryId;
    expect((await waitingSampleInquiries(database.db)).inquiries.map((inquiry) => inquiry.id)).toContain(id);
    const waiting = await waitingSampleInquiryCount(database.db);

    const answer = "It is a sample listing: the aircraft is made up, but the page shows what a real one looks like.";
    await expect(answerSampleInquiry(database.db, { ...mail, mailer: failingMailer }, operator, id, answer)).rejects.toThrow();
    expect((await sampleConversation(database.db, id))?.waiting).toBe(true);

    sent = [];
    expect(await answerSampleInquiry(database.db, mail, operator, id, answer)).toEqual({ ok: true });
    expect(await answerSampleInquiry(database.db, mail, operator, id, answer)).toMatchObject({ ok: false, status: 409 });
    expect(await waitingSampleInquiryCount(database.db)).toBe(waiting - 1);

    const thread = await findThread(database.db, buyer, id);
    expect(thread).toMatchObject({ status: "replied", sample: true, sellerName: "AeroMarket team" });
    expect(thread!.messages.map((message) => [message.author, message.body])).toEqual([
      ["buyer", question],
      ["seller", answer],
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: buyer.email });
    expect(sent[0]!.text).toContain(answer);
    expect(sent[0]!.text).toContain(`https://aeromarket.test/dashboard/inquiries/${id}`);
    const [entry] = await database.db.select().from(operatorActions).where(and(eq(operatorActions.action, "answer-sample-inquiry"), eq(operatorActions.targetId, String(id))));
    expect(entry).toMatchObject({ operatorEmail: operator.email, targetType: "inquiry" });

    sent = [];
    expect(await replyToInquiry(database.db, mail, buyer, id, { body: "Thank you, and is there a real one like it?", idempotencyKey: randomUUID() })).toBe(true);
    // The made-up seller's address receives nothing; the team is told, and the conversation waits for them again.
    expect(sent.map((message) => message.to)).toEqual([SUPPORT_EMAIL]);
    expect(sent[0]!.text).toContain(`https://aeromarket.test/operator/sample-inquiries/${id}`);
    expect((await sampleConversation(database.db, id))?.waiting).toBe(true);
  });

  it("keeps the team's answers the team's once a real seller takes the listing over, on the buyer's side and the seller's", async () => {
    const buyer = await createBuyer();
    const listing = SEED_LISTINGS.find((seed) => seed.status === "active" && seed.contact.email !== sample.contact.email)!;
    const question = "Who answers for this one?";
    const sentInquiry = await sendInquiry(database.db, mail, {
      listingId: listing.id,
      buyerId: buyer.id,
      message: { name: "Nadia Okafor", email: buyer.email, phone: "", message: question, idempotencyKey: randomUUID() },
    });
    const id = sentInquiry!.inquiryId;
    const answer = "AeroMarket's team here: this aircraft is a sample.";
    expect(await answerSampleInquiry(database.db, mail, operator, id, answer)).toEqual({ ok: true });

    // The dealer whose address the sample listing carries signs up and takes it over, its conversation with it.
    const seller = { id: randomUUID(), email: listing.contact.email };
    await database.db.insert(profiles).values({ ...seller, firstName: "Real", lastName: "Dealer", userType: "seller", company: listing.contact.company, phone: "" });
    expect(await claimListingsByContactEmail(database.db, seller.id, seller.email)).toBeGreaterThan(0);
    activeTakenOver += SEED_LISTINGS.filter((seed) => seed.status === "active" && seed.contact.email === seller.email).length;
    const ownReply = "The aircraft is mine now, and real: ask me anything.";
    expect(await replyToInquiry(database.db, mail, seller, id, { body: ownReply, idempotencyKey: randomUUID() })).toBe(true);

    const writers = async (reader: { id: string; email: string }) => {
      const thread = (await findThread(database.db, reader, id))!;
      expect(thread.sample).toBe(false);
      return thread.messages.map((message) => [messageWriter(message, thread.role, { buyer: thread.buyer.name, seller: thread.sellerName }).name, message.body]);
    };
    expect(await writers(seller)).toEqual([
      ["Nadia Okafor", question],
      ["AeroMarket team", answer],
      ["You", ownReply],
    ]);
    expect(await writers(buyer)).toEqual([
      ["You", question],
      ["AeroMarket team", answer],
      ["Seller", ownReply],
    ]);
    // The buyer's data download holds the team's log entry of its answer, as /privacy says.
    expect((await personalData(database.db, buyer)).teamLog).toContainEqual(expect.objectContaining({ action: "answer-sample-inquiry", targetId: String(id), reason: answer }));
  });

  it("is the only kind the team's queue answers: a real seller's inquiry is not a sample conversation", async () => {
    const buyer = await createBuyer();
    const real = await database.db.select({ id: listings.id }).from(listings).where(and(ne(listings.id, sample.id), eq(listings.status, "active"), listingIsSample)).limit(1);
    const ownerId = randomUUID();
    await database.db.insert(profiles).values({ id: ownerId, email: `owner.${ownerId.slice(0, 8)}@example.com`, firstName: "Ray", lastName: "Cole", userType: "seller", company: "Cole Air", phone: "" });
    await database.db.update(listings).set({ sellerId: ownerId }).where(eq(listings.id, real[0]!.id));
    const sentInquiry = await sendInquiry(database.db, mail, {
      listingId: real[0]!.id,
      buyerId: buyer.id,
      message: { name: "Nadia Okafor", email: buyer.email, phone: "", message: "Is it still for sale, please?", idempotencyKey: randomUUID() },
    });
    expect(await sampleConversation(database.db, sentInquiry!.inquiryId)).toBeNull();
    expect(await answerSampleInquiry(database.db, mail, operator, sentInquiry!.inquiryId, "Not ours to answer here.")).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the sample inventory", () => {
  it("is marked on cards, not counted as aircraft for sale, and removed in one go by the operator command", async () => {
    const page = await searchCatalog(database.db, parseCatalogQuery(new URLSearchParams()));
    expect(page.listings.some((card) => card.sample === true)).toBe(true);
    expect((await featuredListings(database.db)).every((card) => typeof card.sample === "boolean")).toBe(true);
    const realActive = (await sellerReach(database.db)).activeListings;
    const counts = await consoleCounts(database.db);
    expect(counts.activeListings).toBe(realActive);
    expect(counts.sampleListings).toBeGreaterThan(0);
    // Every active listing but those the previous tests gave a real owner is a sample: none counts for /sell.
    expect(realActive).toBe(activeTakenOver);

    const storage = localStorage(root);
    const removed = await removeSampleInventory(database.db, storage, COMMAND_LINE, "Real inventory is live");
    expect(removed).toBe(counts.sampleListings);
    const after = await searchCatalog(database.db, parseCatalogQuery(new URLSearchParams()));
    expect(after.total).toBe(activeTakenOver);
    expect(after.listings.every((card) => card.sample === false)).toBe(true);
    expect(await featuredListings(database.db)).toEqual([]);
    expect((await consoleCounts(database.db)).sampleListings).toBe(0);
    const [entry] = await database.db.select().from(operatorActions).where(eq(operatorActions.action, "remove-sample-listings"));
    expect(entry).toMatchObject({ operatorEmail: COMMAND_LINE.email, reason: "Real inventory is live" });

    expect(await removeSampleInventory(database.db, storage, COMMAND_LINE, "Again")).toBe(0);
  });
});

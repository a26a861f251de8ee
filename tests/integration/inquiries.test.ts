/**
 * Inquiries against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * storage, the seller's email, the access rule, a guest's inquiry reaching the
 * account made later with that address, the takeover of unowned listings, and the limit.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INQUIRY_RATE_LIMITS, type DirectMessage } from "~/domain/inquiries/inquiry";
import { buyerDashboard, sellerDashboard } from "~/server/accounts/dashboard.server";
import { contactMessages, inquiries, inquiryMessages, listings, profiles } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { sampleSellerId, seedDatabase } from "~/server/db/seed.server";
import { buyerInquiries, findThread, sellerInquiries } from "~/server/inquiries/inquiry-threads.server";
import { claimGuestInquiry, consumeInquiryRateLimit, replyToInquiry, sendInquiry } from "~/server/inquiries/inquiries.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { verifyInquiryClaimToken } from "~/server/inquiries/inquiry-claim-token.server";
import { claimListingsByContactEmail } from "~/server/listings/listing-ownership.server";
import type { MailMessage } from "~/server/platform/mail.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let sent: MailMessage[];
const SUPPORT_EMAIL = "support@aeromarket.test";
const mail: InquiryMail = {
  mailer: { send: async (message) => void sent.push(message) },
  siteUrl: "https://aeromarket.test",
  secrets: ["test-secret"],
  supportEmail: SUPPORT_EMAIL,
};
const [first, second] = SEED_LISTINGS;

function directMessage(overrides: Partial<DirectMessage> = {}): DirectMessage {
  return {
    name: "Amelia Hart",
    email: `amelia.${randomUUID().slice(0, 8)}@example.com`,
    phone: "+1 555 010 2000",
    message: "Is the aircraft still available, and when could I see it?",
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

async function createSeller(email: string) {
  const id = randomUUID();
  await database.db.insert(profiles).values({ id, email, firstName: "Marcus", lastName: "Reid", userType: "seller", company: "Reid Aviation", phone: "" });
  return { id, email };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
});

beforeEach(() => {
  sent = [];
});

afterAll(async () => {
  await database.close();
});

describe("the sample inventory", () => {
  it("finds every sample listing owned by a sample seller with the listing's contact email and no sign-in", async () => {
    const rows = await database.db
      .select({ contactEmail: listings.contactEmail, ownerEmail: profiles.email, isSample: profiles.isSample })
      .from(listings)
      .leftJoin(profiles, eq(profiles.id, listings.sellerId));
    expect(rows).toHaveLength(SEED_LISTINGS.length);
    for (const row of rows) expect(row).toEqual({ contactEmail: row.contactEmail, ownerEmail: row.contactEmail, isSample: true });
  });
});

describe("sending an inquiry", () => {
  it("to a sample listing, stores it for the team's queue and tells SUPPORT_EMAIL, never the made-up seller", async () => {
    const message = directMessage();
    const result = await sendInquiry(database.db, mail, { listingId: first!.id, buyerId: null, message });
    expect(result).toMatchObject({ created: true, toTeam: true });

    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, result!.inquiryId));
    expect(stored).toMatchObject({ listingId: first!.id, sellerId: sampleSellerId(first!.contact.email), sellerEmail: first!.contact.email, buyerEmail: message.email, status: "new" });
    const thread = await database.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, result!.inquiryId));
    expect(thread.map((row) => [row.author, row.body])).toEqual([["buyer", message.message]]);

    expect(sent.map((mailed) => mailed.to)).toEqual([SUPPORT_EMAIL, message.email]);
    expect(sent[0]!.text).toContain(message.message);
    expect(sent[0]!.text).toContain(`https://aeromarket.test/operator/sample-inquiries/${result!.inquiryId}`);
    expect(sent[1]!.text).toContain(message.message);
    expect(sent[1]!.text).toContain("This is a sample listing: its seller is made up, so your message went to AeroMarket's team. Their answer will come to this address");
    // The team answers in the conversation (sample-inventory.test.ts), not from the support inbox.
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, message.email))).toEqual([]);
  });

  it("stores a double submit once and emails once", async () => {
    const message = directMessage();
    const [one, two] = await Promise.all([
      sendInquiry(database.db, mail, { listingId: first!.id, buyerId: null, message }),
      sendInquiry(database.db, mail, { listingId: first!.id, buyerId: null, message }),
    ]);
    expect(one!.inquiryId).toBe(two!.inquiryId);
    expect([one!.created, two!.created].sort()).toEqual([false, true]);
    const rows = await database.db.select().from(inquiries).where(eq(inquiries.idempotencyKey, message.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(sent.map((mailed) => mailed.to)).toEqual([SUPPORT_EMAIL, message.email]);
  });

  it("goes to the owning account's email when an account owns the listing", async () => {
    const seller = await createSeller(`owner.${randomUUID().slice(0, 8)}@example.com`);
    await database.db.update(listings).set({ sellerId: seller.id }).where(eq(listings.id, second!.id));
    const message = directMessage();
    const result = await sendInquiry(database.db, mail, { listingId: second!.id, buyerId: null, message });
    expect(result?.toTeam).toBe(false);
    expect(sent[0]!.to).toBe(seller.email);
    // Answering the email answers the buyer, not the team's address.
    expect(sent[0]!.headers).toEqual({ "Reply-To": message.email });
    // The buyer's phone waits for agreed terms (deals.test.ts shows it then).
    expect(sent[0]!.text).not.toContain(message.phone);
    expect(sent[0]!.text).toContain("The buyer's phone number is shared with you once you agree terms in a deal in this conversation.");
    expect(await findThread(database.db, seller, result!.inquiryId)).toMatchObject({ role: "seller", aircraft: second!.name, buyer: { phone: null, phoneWithheld: true } });
    expect(await sellerInquiries(database.db, seller)).toHaveLength(1);
    const dashboard = await sellerDashboard(database.db, seller);
    expect(dashboard.inquiries).toBe(1);
    expect(dashboard.listings.find((listing) => listing.id === second!.id)?.inquiries).toBe(1);
  });

  it("answers null for a listing that does not exist", async () => {
    expect(await sendInquiry(database.db, mail, { listingId: 999_999, buyerId: null, message: directMessage() })).toBeNull();
  });
});

function reply(body: string) {
  return { body, idempotencyKey: randomUUID() };
}

describe("who may read a conversation", () => {
  it("its buyer and the listing's contact may read and reply; anyone else gets nothing", async () => {
    const buyer = { id: randomUUID(), email: `buyer.${randomUUID().slice(0, 8)}@example.com` };
    const listingContact = { id: randomUUID(), email: first!.contact.email.toUpperCase() };
    const stranger = { id: randomUUID(), email: "stranger@example.com" };
    const { inquiryId } = (await sendInquiry(database.db, mail, { listingId: first!.id, buyerId: buyer.id, message: directMessage({ email: buyer.email }) }))!;

    expect(await findThread(database.db, stranger, inquiryId)).toBeNull();
    expect(await replyToInquiry(database.db, mail, stranger, inquiryId, reply("Let me in"))).toBe(false);

    sent = [];
    expect(await replyToInquiry(database.db, mail, listingContact, inquiryId, reply("Yes, it is available. Viewing Tuesday?"))).toBe(true);
    expect(sent[0]!.to).toBe(buyer.email);
    const asBuyer = await findThread(database.db, buyer, inquiryId);
    expect(asBuyer?.role).toBe("buyer");
    expect(asBuyer?.buyer).toMatchObject({ phone: "+1 555 010 2000", phoneWithheld: false });
    expect(asBuyer?.status).toBe("replied");
    expect(asBuyer?.messages.map((message) => message.author)).toEqual(["buyer", "seller"]);

    sent = [];
    expect(await replyToInquiry(database.db, mail, buyer, inquiryId, reply("Tuesday works."))).toBe(true);
    // The listing is still a sample one (its made-up address receives nothing): the team is told instead.
    expect(sent[0]!.to).toBe(SUPPORT_EMAIL);
    expect((await findThread(database.db, listingContact, inquiryId))?.messages).toHaveLength(3);

    sent = [];
    const twice = reply("Sent with a double click.");
    expect(await Promise.all([0, 1].map(() => replyToInquiry(database.db, mail, buyer, inquiryId, twice)))).toEqual([true, true]);
    expect((await findThread(database.db, buyer, inquiryId))?.messages).toHaveLength(4);
    expect(sent).toHaveLength(1);
  });

  it("a guest's inquiry joins no account by its address alone, only by the link in the guest's copy", async () => {
    const email = `guest.${randomUUID().slice(0, 8)}@example.com`;
    const { inquiryId } = (await sendInquiry(database.db, mail, { listingId: first!.id, buyerId: null, message: directMessage({ email }) }))!;
    // Someone signed up with that address (or typed another's address into the guest form): nothing is theirs yet.
    const account = { id: randomUUID(), email: email.toUpperCase() };
    expect(await buyerInquiries(database.db, account)).toEqual([]);
    expect((await buyerDashboard(database.db, account)).inquiriesSent).toBe(0);
    expect(await findThread(database.db, account, inquiryId)).toBeNull();
    expect(await replyToInquiry(database.db, mail, account, inquiryId, reply("Planted"))).toBe(false);

    const copy = sent.find((mailed) => mailed.to === email)!;
    const link = new URL(/https:\/\/aeromarket\.test\/inquiries\/claim\?\S+/.exec(copy.text)![0]);
    const claimed = verifyInquiryClaimToken(link.searchParams.get("token")!, mail.secrets);
    expect(claimed).toBe(inquiryId);
    expect(verifyInquiryClaimToken(`${inquiryId + 1}.${link.searchParams.get("token")!.split(".")[1]}`, mail.secrets)).toBeNull();

    expect(await claimGuestInquiry(database.db, account.id, claimed!)).toBe("added");
    expect((await buyerInquiries(database.db, account)).map((row) => row.id)).toEqual([inquiryId]);
    expect((await buyerDashboard(database.db, account)).inquiriesSent).toBe(1);
    expect((await findThread(database.db, account, inquiryId))?.role).toBe("buyer");
    expect(await claimGuestInquiry(database.db, account.id, inquiryId)).toBe("already-yours");
    expect(await claimGuestInquiry(database.db, randomUUID(), inquiryId)).toBe("taken");
  });
});

describe("a buyer's follow-up after the seller replied", () => {
  async function repliedConversation(sellerTakesEmail: boolean) {
    const seller = await createSeller(`followup.${randomUUID().slice(0, 8)}@example.com`);
    await database.db.update(profiles).set({ inquiryEmails: sellerTakesEmail }).where(eq(profiles.id, seller.id));
    const listingId = SEED_LISTINGS[2]!.id;
    await database.db.update(listings).set({ sellerId: seller.id }).where(eq(listings.id, listingId));
    const buyer = { id: randomUUID(), email: `asker.${randomUUID().slice(0, 8)}@example.com` };
    const { inquiryId } = (await sendInquiry(database.db, mail, { listingId, buyerId: buyer.id, message: directMessage({ email: buyer.email }) }))!;
    await replyToInquiry(database.db, mail, seller, inquiryId, reply("It is available."));
    expect((await findThread(database.db, seller, inquiryId))?.status).toBe("replied");
    sent = [];
    return { seller, buyer, inquiryId };
  }

  it("waits for the seller again, counts as new on their dashboard and is emailed to them", async () => {
    const { seller, buyer, inquiryId } = await repliedConversation(true);
    expect((await findThread(database.db, buyer, inquiryId))?.otherTakesEmail).toBe(true);
    await replyToInquiry(database.db, mail, buyer, inquiryId, reply("One more question: is the logbook complete?"));
    expect((await findThread(database.db, seller, inquiryId))?.status).toBe("new");
    expect((await sellerDashboard(database.db, seller)).received.filter((row) => row.status === "new").map((row) => row.id)).toEqual([inquiryId]);
    expect(sent.map((mailed) => mailed.to)).toEqual([seller.email]);
    expect(sent[0]!.text).toContain("is the logbook complete?");
  });

  it("is not emailed to a seller who turned inquiry emails off, and the buyer's thread says so", async () => {
    const { seller, buyer, inquiryId } = await repliedConversation(false);
    expect((await findThread(database.db, buyer, inquiryId))?.otherTakesEmail).toBe(false);
    await replyToInquiry(database.db, mail, buyer, inquiryId, reply("Still keen: can we talk price?"));
    expect((await findThread(database.db, seller, inquiryId))?.status).toBe("new");
    expect(sent).toEqual([]);
  });
});

describe("a seller account taking over a sample seller's listings", () => {
  it("takes the listings with its contact email and the inquiries they received", async () => {
    const contact = SEED_LISTINGS.find((seed) => seed.contact.email.startsWith("s.lindqvist"))!.contact.email;
    const listingIds = SEED_LISTINGS.filter((seed) => seed.contact.email === contact).map((seed) => seed.id);
    const { inquiryId } = (await sendInquiry(database.db, mail, { listingId: listingIds[0]!, buyerId: null, message: directMessage() }))!;
    const seller = await createSeller(contact);

    expect(await claimListingsByContactEmail(database.db, seller.id, contact)).toBe(listingIds.length);
    expect(await claimListingsByContactEmail(database.db, randomUUID(), contact)).toBe(0);
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(stored?.sellerId).toBe(seller.id);
    expect((await sellerInquiries(database.db, seller)).map((row) => row.id)).toEqual([inquiryId]);
  });
});

describe("the inquiry limit", () => {
  it("refuses an email address past its limit, from any client address", async () => {
    const email = `busy.${randomUUID().slice(0, 8)}@example.com`;
    const now = new Date();
    for (let attempt = 0; attempt < INQUIRY_RATE_LIMITS.email.limit; attempt++) {
      expect((await consumeInquiryRateLimit(database.db, `198.51.100.${attempt}`, email, now)).allowed).toBe(true);
    }
    const refused = await consumeInquiryRateLimit(database.db, "198.51.100.200", email, now);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    const later = new Date(now.getTime() + INQUIRY_RATE_LIMITS.email.windowSeconds * 1000);
    expect((await consumeInquiryRateLimit(database.db, "198.51.100.201", email, later)).allowed).toBe(true);
  });

  it("refuses a client address past its limit, whatever email it uses", async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const now = new Date();
    for (let attempt = 0; attempt < INQUIRY_RATE_LIMITS.address.limit; attempt++) {
      expect((await consumeInquiryRateLimit(database.db, address, `a${attempt}.${randomUUID()}@example.com`, now)).allowed).toBe(true);
    }
    expect((await consumeInquiryRateLimit(database.db, address, `${randomUUID()}@example.com`, now)).allowed).toBe(false);
  });
});

/**
 * Reports against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): members
 * report listings and the other side's messages, once each while open, at most ten a day;
 * operators dismiss a report or hide the listing, which closes all its open reports; every
 * decision is logged and emailed to the reporters, or nothing happens.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPORT_RATE_LIMIT } from "~/domain/reports/reports";
import { inquiries, listingReports, listings, operatorActions, profiles } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { findThread } from "~/server/inquiries/inquiry-threads.server";
import { replyToInquiry, sendInquiry } from "~/server/inquiries/inquiries.server";
import { answerSampleInquiry } from "~/server/inquiries/sample-inquiries.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { findPublicListing } from "~/server/listings/listings.server";
import { consoleCounts } from "~/server/operators/console.server";
import type { MailMessage, Mailer } from "~/server/platform/mail.server";
import { reportListing, reportMessage } from "~/server/reports/report-filing.server";
import { decideReport, openReportCount, reportQueuePage } from "~/server/reports/report-queue.server";
import { personalData } from "~/server/accounts/account-data.server";
import { removePersonalData } from "~/server/accounts/account-closure.server";
import { unusedStorage } from "../support/unused-storage";
import { openTestDatabase, type TestDatabase } from "./test-database";
import { failingMailer } from "../support/mailers";

let database: TestDatabase;
let sent: MailMessage[];
const mailer: Mailer = { send: async (message) => void sent.push(message) };
const SITE = "https://aeromarket.test";
const inquiryMail: InquiryMail = { mailer, siteUrl: SITE, secrets: ["test-secret"], supportEmail: "support@aeromarket.test" };
const operator = { id: randomUUID(), email: "operator@example.com" };
let listingIds: number[];

async function member(userType: "buyer" | "seller", name: string) {
  const id = randomUUID();
  const email = `${name}.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: name, lastName: "Tester", userType, company: null, phone: "" });
  return { id, email };
}

/** A listing of its own for each test, so one test's hiding leaves the others' alone. */
function nextListing(): number {
  const id = listingIds.shift();
  if (id === undefined) throw new Error("The seeded listings ran out");
  return id;
}

const wrong = { reason: "wrong-information" as const, note: "The engine times differ from the logbook photos." };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  listingIds = (await database.db.select({ id: listings.id }).from(listings).where(eq(listings.status, "active")).orderBy(listings.id)).map((row) => row.id);
});

afterAll(async () => {
  await database?.close();
});

beforeEach(() => {
  sent = [];
});

describe("reporting a listing", () => {
  it("puts it in the operators' queue once, with the reason and note, and counts it on the console's first page", async () => {
    const buyer = await member("buyer", "amelia");
    const listingId = nextListing();
    const before = (await consoleCounts(database.db)).openReports;
    expect(await reportListing(database.db, buyer, listingId, wrong)).toEqual({ status: "filed" });
    expect(await reportListing(database.db, buyer, listingId, { reason: "suspected-fraud", note: "" })).toEqual({ status: "already-open" });
    expect((await consoleCounts(database.db)).openReports).toBe(before + 1);
    const { reports } = await reportQueuePage(database.db, 1);
    expect(reports.find((report) => report.listing.id === listingId)).toMatchObject({ reason: "wrong-information", note: wrong.note, reporterEmail: buyer.email, message: null });
  });

  it("refuses the seller's own listing, and a listing buyers cannot see reads as none", async () => {
    const seller = await member("seller", "marcus");
    const own = nextListing();
    const hidden = nextListing();
    await database.db.update(listings).set({ sellerId: seller.id }).where(eq(listings.id, own));
    await database.db.update(listings).set({ hiddenAt: new Date(), hiddenReason: "Under review" }).where(eq(listings.id, hidden));
    expect(await reportListing(database.db, seller, own, wrong)).toEqual({ status: "own-listing" });
    expect(await reportListing(database.db, seller, hidden, wrong)).toEqual({ status: "not-found" });
    expect(await reportListing(database.db, seller, 2_000_000_000, wrong)).toEqual({ status: "not-found" });
  });

  it("allows each account ten reports a day: the eleventh is refused with the wait, and a day later reports go through again", async () => {
    const buyer = await member("buyer", "busy");
    const now = new Date("2026-03-02T09:00:00Z");
    const targets = Array.from({ length: REPORT_RATE_LIMIT.limit + 1 }, () => nextListing());
    for (const id of targets.slice(0, REPORT_RATE_LIMIT.limit)) expect(await reportListing(database.db, buyer, id, wrong, now)).toEqual({ status: "filed" });
    expect(await reportListing(database.db, buyer, targets.at(-1)!, wrong, new Date(now.getTime() + 60 * 60 * 1000))).toEqual({ status: "rate-limited", retryAfterSeconds: 23 * 60 * 60 });
    const refused = await database.db.select().from(listingReports).where(and(eq(listingReports.reporterId, buyer.id), eq(listingReports.listingId, targets.at(-1)!)));
    expect(refused).toHaveLength(0);
    expect(await reportListing(database.db, buyer, targets.at(-1)!, wrong, new Date(now.getTime() + 24 * 60 * 60 * 1000))).toEqual({ status: "filed" });
  });
});

describe("reporting a message", () => {
  it("lets either side report what the other wrote, shows operators the message and its author, and nobody else's", async () => {
    const seller = await member("seller", "dealer");
    const buyer = await member("buyer", "pilot");
    const stranger = await member("buyer", "stranger");
    const listingId = nextListing();
    await database.db.update(listings).set({ sellerId: seller.id }).where(eq(listings.id, listingId));
    const sentInquiry = await sendInquiry(database.db, inquiryMail, {
      listingId,
      buyerId: buyer.id,
      message: { name: "Pilot Tester", email: buyer.email, message: "Is it still for sale?", idempotencyKey: randomUUID() },
    });
    const inquiryId = sentInquiry!.inquiryId;
    await replyToInquiry(database.db, inquiryMail, seller, inquiryId, { body: "Yes. Wire the deposit to my account and add me on WhatsApp.", idempotencyKey: randomUUID() });
    const thread = await findThread(database.db, buyer, inquiryId);
    const [opening, scam] = thread!.messages;

    const fraud = { reason: "suspected-fraud" as const, note: "Asks for a wire to a personal account." };
    expect(await reportMessage(database.db, buyer, inquiryId, opening!.id, fraud)).toEqual({ status: "not-found" });
    expect(await reportMessage(database.db, stranger, inquiryId, scam!.id, fraud)).toEqual({ status: "not-found" });
    expect(await reportMessage(database.db, buyer, inquiryId, scam!.id, fraud)).toEqual({ status: "filed" });
    expect(await reportMessage(database.db, seller, inquiryId, opening!.id, { reason: "offensive", note: "" })).toEqual({ status: "filed" });

    const { reports } = await reportQueuePage(database.db, 1);
    expect(reports.find((report) => report.message?.body === scam!.body)).toMatchObject({
      reason: "suspected-fraud",
      reporterEmail: buyer.email,
      listing: { id: listingId, sellerEmail: seller.email },
      message: { author: "seller", authorEmail: seller.email },
    });
  });

  it("names AeroMarket's team as the writer of its answer in a sample listing's conversation, also once a real seller took the listing over", async () => {
    const buyer = await member("buyer", "asker");
    const dealer = await member("seller", "dealer");
    const listingId = nextListing();
    const sentInquiry = await sendInquiry(database.db, inquiryMail, {
      listingId,
      buyerId: buyer.id,
      message: { name: "Pilot Tester", email: buyer.email, message: "Is this one real?", idempotencyKey: randomUUID() },
    });
    const inquiryId = sentInquiry!.inquiryId;
    const answer = "It is a sample listing, answered by the team.";
    expect(await answerSampleInquiry(database.db, inquiryMail, operator, inquiryId, answer)).toEqual({ ok: true });
    // The dealer takes the listing over, its conversation with it, as claiming by contact email does.
    await database.db.update(listings).set({ sellerId: dealer.id }).where(eq(listings.id, listingId));
    await database.db.update(inquiries).set({ sellerId: dealer.id, sellerEmail: dealer.email }).where(eq(inquiries.id, inquiryId));
    const teamAnswer = (await findThread(database.db, buyer, inquiryId))!.messages.find((message) => message.body === answer)!;

    expect(await reportMessage(database.db, buyer, inquiryId, teamAnswer.id, { reason: "offensive", note: "" })).toEqual({ status: "filed" });
    const { reports } = await reportQueuePage(database.db, 1);
    expect(reports.find((report) => report.message?.body === answer)?.message).toEqual({ body: answer, author: "team", authorEmail: null });
  });
});

describe("an operator's decision", () => {
  it("to hide the listing hides it, closes every open report of it, logs each, and emails each reporter the outcome", async () => {
    const [first, second] = [await member("buyer", "first"), await member("buyer", "second")];
    const listingId = nextListing();
    await reportListing(database.db, first, listingId, { reason: "already-sold", note: "" });
    await reportListing(database.db, second, listingId, { reason: "suspected-fraud", note: "The price is far below the market." });
    const ids = (await database.db.select({ id: listingReports.id }).from(listingReports).where(eq(listingReports.listingId, listingId)).orderBy(listingReports.id)).map((row) => row.id);

    const reason = "Confirmed sold by the registry owner";
    expect(await decideReport(database.db, mailer, operator, { intent: "hide", reportId: ids[1]!, reason }, SITE)).toEqual({ ok: true, outcome: "hidden", reportsClosed: 2 });
    expect(await findPublicListing(database.db, listingId)).toBeNull();
    const [listing] = await database.db.select({ hiddenReason: listings.hiddenReason, name: listings.name }).from(listings).where(eq(listings.id, listingId));
    expect(listing!.hiddenReason).toBe(reason);
    expect(await database.db.select({ outcome: listingReports.outcome, resolvedBy: listingReports.resolvedBy }).from(listingReports).where(inArray(listingReports.id, ids))).toEqual([
      { outcome: "hidden", resolvedBy: operator.email },
      { outcome: "hidden", resolvedBy: operator.email },
    ]);
    expect(sent.map((mail) => mail.to).sort()).toEqual([first.email, second.email].sort());
    expect(sent[0]!.subject).toBe("Your report: the listing is hidden");
    expect(sent[0]!.text).toContain(`about the ${listing!.name} listing and hid the listing`);
    expect(sent[0]!.text).not.toContain(reason);

    const entries = await database.db.select().from(operatorActions).where(eq(operatorActions.reason, reason)).orderBy(operatorActions.id);
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.targetId])).toEqual([
      ["hide-listing", "listing", String(listingId)],
      ["hide-reported-listing", "report", String(ids[0])],
      ["hide-reported-listing", "report", String(ids[1])],
    ]);

    sent = [];
    expect(await decideReport(database.db, mailer, operator, { intent: "dismiss", reportId: ids[0]!, reason: "Second thoughts" }, SITE)).toMatchObject({ ok: false, status: 409 });
    expect(await decideReport(database.db, mailer, operator, { intent: "dismiss", reportId: 2_000_000_000, reason: "No such report" }, SITE)).toMatchObject({ ok: false, status: 404 });
    expect(sent).toHaveLength(0);
  });

  it("to dismiss closes that report only, leaves the listing up, and emails its reporter; a failed email undoes it", async () => {
    const [first, second] = [await member("buyer", "third"), await member("buyer", "fourth")];
    const listingId = nextListing();
    await reportListing(database.db, first, listingId, wrong);
    await reportListing(database.db, second, listingId, wrong);
    const [report] = await database.db.select({ id: listingReports.id }).from(listingReports).where(and(eq(listingReports.listingId, listingId), eq(listingReports.reporterId, first.id)));
    const open = await openReportCount(database.db);

    const decision = { intent: "dismiss" as const, reportId: report!.id, reason: "The times match the logbooks." };
    await expect(decideReport(database.db, failingMailer, operator, decision, SITE)).rejects.toThrow("SMTP is down");
    expect(await openReportCount(database.db)).toBe(open);
    expect(await database.db.select().from(operatorActions).where(eq(operatorActions.targetId, String(report!.id)))).toHaveLength(0);

    expect(await decideReport(database.db, mailer, operator, decision, SITE)).toEqual({ ok: true, outcome: "dismissed", reportsClosed: 1 });
    expect(await openReportCount(database.db)).toBe(open - 1);
    expect(await findPublicListing(database.db, listingId)).not.toBeNull();
    expect(sent).toMatchObject([{ to: first.email, subject: "Your report has been reviewed" }]);
    expect(sent[0]!.text).toContain("closed it without hiding the listing");
    expect(await database.db.select({ action: operatorActions.action }).from(operatorActions).where(eq(operatorActions.targetId, String(report!.id)))).toEqual([{ action: "dismiss-report" }]);
  });
});

describe("a reporter's own data", () => {
  it("lists their reports in their data download, and closing the account deletes them", async () => {
    const buyer = await member("buyer", "leaving");
    const listingId = nextListing();
    await reportListing(database.db, buyer, listingId, wrong);
    expect((await personalData(database.db, buyer)).reports).toMatchObject([{ listingId, reason: "wrong-information", note: wrong.note, outcome: null }]);
    await removePersonalData(database.db, unusedStorage, buyer);
    expect(await database.db.select().from(listingReports).where(eq(listingReports.reporterId, buyer.id))).toHaveLength(0);
  });
});

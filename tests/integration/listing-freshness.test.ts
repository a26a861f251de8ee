/**
 * Listings that stay fresh, against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL, where the two senders have connections of their own, as two app
 * processes would): the alert sender's round emails a seller once about a listing 60 days
 * without an update, whichever process and however many restarts; the email's signed link
 * keeps it live; unanswered at 90 days it expires out of every buyer-facing read, without
 * telling buyers it sold; its seller republishes it in one click.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CATALOG_QUERY } from "~/domain/catalog/catalog";
import { createAlertSender } from "~/server/alerts/alert-sender.server";
import { saveAircraft } from "~/server/alerts/saved-aircraft.server";
import { saveSearch } from "~/server/alerts/saved-searches.server";
import { buyerDashboard } from "~/server/accounts/dashboard.server";
import type { Database } from "~/server/db/database";
import { jobLeases, listings, profiles, savedAircraftAlerts, savedSearchMatches } from "~/server/db/schema";
import { signFreshnessToken, verifyFreshnessToken } from "~/server/listings/freshness-token.server";
import { answerFreshness, republishListing, sendFreshnessReminder, sellersWithStaleListings } from "~/server/listings/listing-freshness.server";
import { findPublicListing, findPublicListings } from "~/server/listings/listings.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { createListing, updateListing } from "~/server/listings/seller-listings.server";
import { loadMatchCandidates } from "~/server/matching/matching.server";
import type { MailMessage, Mailer } from "~/server/platform/mail.server";
import { capturingMailer } from "../support/mailers";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { listingForm } from "../support/listing-form";
import { openTwoProcessDatabase, type TestDatabase } from "./test-database";

const SITE = "https://aeromarket.example";
const SECRETS = ["a-session-secret-for-the-tests"];
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let database: TestDatabase;
/** A second connection to the same database, as a second app process has (PGlite: the same one). */
let second: { db: Database; close(): Promise<void> };

beforeAll(async () => {
  ({ database, second } = await openTwoProcessDatabase());
});

afterAll(async () => {
  await second.close();
  await database.close();
});

const sender = (mailer: Mailer) => createAlertSender({ mailer, siteUrl: SITE, secrets: SECRETS, intervalMs: 60_000 });

async function createProfile(userType: "buyer" | "seller", isSample = false): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${userType}.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: "Marcus", lastName: "Reid", userType, phone: "+1 555 0100", isSample });
  return { id, email };
}

/** A published listing of a new seller, last updated `updatedDaysAgo`, its seller asked `remindedDaysAgo` (or never). */
async function staleListing(updatedDaysAgo: number, remindedDaysAgo: number | null = null, isSample = false) {
  const seller = await createProfile("seller", isSample);
  const form = listingForm({ intent: "publish" });
  const { id } = await createListing(database.db, seller.id, form);
  await database.db
    .update(listings)
    .set({ updatedAt: daysAgo(updatedDaysAgo), freshnessReminderAt: remindedDaysAgo === null ? null : daysAgo(remindedDaysAgo) })
    .where(eq(listings.id, id));
  return { seller, form, id };
}

async function statusOf(id: number) {
  const [row] = await database.db.select({ status: listings.status, updatedAt: listings.updatedAt }).from(listings).where(eq(listings.id, id));
  return row!;
}

const to = (mailers: { sent: MailMessage[] }[], email: string) => mailers.flatMap((mailer) => mailer.sent.filter((message) => message.to === email));

/** Lets go of the lease whoever holds it, as if its holder had been gone long enough. */
async function expireLease() {
  await database.db.update(jobLeases).set({ expiresAt: new Date(0) });
}

const catalogIds = async (q: string) => (await searchCatalog(database.db, { ...DEFAULT_CATALOG_QUERY, q })).listings.map((listing) => listing.id);

describe("the still-for-sale email", () => {
  it("goes to the seller once, across two processes and restarts, with links that keep the listing live", async () => {
    const { seller, form, id } = await staleListing(61);
    const fresh = await staleListing(59);
    const mailers = [capturingMailer(), capturingMailer(), capturingMailer()];
    const [first, other, afterRestart] = mailers.map(sender) as [ReturnType<typeof sender>, ReturnType<typeof sender>, ReturnType<typeof sender>];
    await expireLease();

    // Both processes run their rounds at once: only the lease holder sends.
    const rounds = await Promise.all([first.runRound(database.db), other.runRound(second.db)]);
    expect(rounds.filter((round) => round.leased)).toHaveLength(1);
    // The holder stops (its lease let go), the other and then a restarted process take over.
    await first.release(database.db);
    await other.release(second.db);
    await other.runRound(second.db);
    await other.release(second.db);
    expect((await afterRestart.runRound(database.db)).leased).toBe(true);

    const emails = to(mailers, seller.email);
    expect(emails).toHaveLength(1);
    expect(to(mailers, fresh.seller.email)).toEqual([]);
    const [email] = emails;
    expect(email!.subject).toBe(`Is your ${form.name} still for sale?`);
    expect(email!.text).toContain("Hello Marcus,");
    expect(email!.text).toContain(`${SITE}/dashboard/listings/${id}/edit`);

    const stillForSale = new URL(email!.text.match(/Still for sale \(no sign-in needed\): (\S+)/)![1]!);
    const sold = new URL(email!.text.match(/Mark as sold: (\S+)/)![1]!);
    expect(stillForSale.pathname).toBe("/listings/still-for-sale");
    expect(sold.searchParams.get("answer")).toBe("sold");
    const token = stillForSale.searchParams.get("token")!;
    expect(verifyFreshnessToken(token, SECRETS)).toEqual({ listingId: id });
    // A changed link is refused: another listing's id, or a changed signature.
    expect(verifyFreshnessToken(token.replace(/^\d+/, String(id + 1)), SECRETS)).toBeNull();
    expect(verifyFreshnessToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, SECRETS)).toBeNull();

    // Still for sale: updated today, in the catalogue, and a new term, so nothing expires it or asks again soon.
    expect(await answerFreshness(database.db, id, "still-for-sale")).toEqual({ name: form.name, effect: "reconfirm" });
    const after = await statusOf(id);
    expect(after.status).toBe("active");
    expect(Date.now() - after.updatedAt.getTime()).toBeLessThan(60_000);
    expect((await findPublicListing(database.db, id))?.updatedAt).toEqual(after.updatedAt);
    expect(await catalogIds(form.model)).toEqual([id]);
    await afterRestart.runRound(database.db);
    expect(to(mailers, seller.email)).toHaveLength(1);
    expect((await statusOf(id)).status).toBe("active");
  });

  it("is claimed by one process only when two try at the same moment", async () => {
    const { seller } = await staleListing(75);
    const [mine, theirs] = [capturingMailer(), capturingMailer()];
    const [found] = (await sellersWithStaleListings(database.db)).filter((row) => row.id === seller.id);
    const sent = await Promise.all([sendFreshnessReminder(database.db, found!, { mailer: mine, siteUrl: SITE, secrets: SECRETS }), sendFreshnessReminder(second.db, found!, { mailer: theirs, siteUrl: SITE, secrets: SECRETS })]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(to([mine, theirs], seller.email)).toHaveLength(1);
  });

  it("asks about all of a seller's stale listings in one email, and again after a failed send", async () => {
    const { seller, id } = await staleListing(70);
    const { id: otherId } = await createListing(database.db, seller.id, listingForm({ intent: "publish" }));
    await database.db.update(listings).set({ updatedAt: daysAgo(65) }).where(eq(listings.id, otherId));
    const failing: Mailer = {
      async send() {
        throw new Error("SMTP unavailable");
      },
    };
    const [found] = (await sellersWithStaleListings(database.db)).filter((row) => row.id === seller.id);
    expect(await sendFreshnessReminder(database.db, found!, { mailer: failing, siteUrl: SITE, secrets: SECRETS })).toBe(false);
    const mailer = capturingMailer();
    expect(await sendFreshnessReminder(database.db, found!, { mailer, siteUrl: SITE, secrets: SECRETS })).toBe(true);
    const [email, ...more] = to([mailer], seller.email);
    expect(more).toEqual([]);
    expect(email!.subject).toBe("Are your 2 aircraft still for sale?");
    expect(email!.text).toContain(`/dashboard/listings/${id}/edit`);
    expect(email!.text).toContain(`/dashboard/listings/${otherId}/edit`);
  });

  it("is never sent about the sample inventory, which has no one to answer and never expires", async () => {
    const { seller, id } = await staleListing(200, null, true);
    const mailer = capturingMailer();
    await expireLease();
    await sender(mailer).runRound(database.db);
    expect(to([mailer], seller.email)).toEqual([]);
    expect((await statusOf(id)).status).toBe("active");
  });
});

describe("an unanswered listing", () => {
  it("expires at 90 days, leaves every buyer-facing read, and no buyer is told it sold", async () => {
    const { seller, form, id } = await staleListing(91, 31);
    const buyer = await createProfile("buyer");
    await saveAircraft(database.db, buyer.id, id);
    const searchId = await saveSearch(database.db, buyer.id, { kind: "catalog", search: { q: form.model, category: "all", price: "all", sort: "newest" } }, { name: "Pilatus", frequency: "instant" });
    expect(await catalogIds(form.model)).toEqual([id]);

    const mailer = capturingMailer();
    await expireLease();
    await sender(mailer).runRound(database.db);
    expect((await statusOf(id)).status).toBe("expired");
    expect(to([mailer], seller.email)).toEqual([]);

    expect(await catalogIds(form.model)).toEqual([]);
    expect(await findPublicListing(database.db, id)).toBeNull();
    expect(await findPublicListings(database.db, [id])).toEqual([]);
    expect((await loadMatchCandidates(database.db, { aircraftType: "turboprop", budget: 100_000_000 })).map((listing) => listing.id)).not.toContain(id);
    expect((await buyerDashboard(database.db, { id: buyer.id, email: buyer.email })).saved).toEqual([]);
    expect(await database.db.select().from(savedAircraftAlerts).where(eq(savedAircraftAlerts.listingId, id))).toEqual([]);
    expect(to([mailer], buyer.email)).toEqual([]);
    // A saved search made afterwards does not learn of it either, until it is republished.
    await updateListing(database.db, seller.id, id, { ...form, intent: "save", description: "Fresh annual." });
    expect(await database.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId))).toEqual([]);
  });

  it("keeps its 30 days to answer when the email went out late, and a newer update starts a new term", async () => {
    const late = await staleListing(100, 10);
    const updatedSince = await staleListing(91, 31);
    await database.db.update(listings).set({ updatedAt: daysAgo(5) }).where(eq(listings.id, updatedSince.id));
    await expireLease();
    await sender(capturingMailer()).runRound(database.db);
    expect((await statusOf(late.id)).status).toBe("active");
    expect((await statusOf(updatedSince.id)).status).toBe("active");
  });

  it("is republished by its seller in one click, or by the email's still-for-sale link, and by no one else", async () => {
    const { seller, form, id } = await staleListing(95, 35);
    const other = await staleListing(95, 35);
    await expireLease();
    await sender(capturingMailer()).runRound(database.db);
    expect((await statusOf(id)).status).toBe("expired");
    expect((await statusOf(other.id)).status).toBe("expired");

    expect(await republishListing(database.db, other.seller.id, id)).toBeNull();
    expect(await republishListing(database.db, seller.id, id)).toEqual({ name: form.name });
    const republished = await statusOf(id);
    expect(republished.status).toBe("active");
    expect(Date.now() - republished.updatedAt.getTime()).toBeLessThan(60_000);
    expect(await catalogIds(form.model)).toEqual([id]);
    expect(await republishListing(database.db, seller.id, id)).toBeNull();

    expect((await answerFreshness(database.db, other.id, "still-for-sale"))?.effect).toBe("republish");
    expect(await catalogIds(other.form.model)).toEqual([other.id]);
    expect((await answerFreshness(database.db, other.id, "sold"))?.effect).toBe("mark-sold");
    expect((await statusOf(other.id)).status).toBe("sold");
    expect((await answerFreshness(database.db, other.id, "still-for-sale"))?.effect).toBe("already-sold");
    expect((await statusOf(other.id)).status).toBe("sold");
  });
});

describe("the email's link page on the built server", () => {
  const SESSION_SECRET = "a-session-secret-for-the-link-page-test-0123456789";
  let server: BuiltServer;

  beforeAll(async () => {
    server = await startBuiltServer({ env: { SESSION_SECRET } });
  }, 120_000);

  afterAll(async () => {
    await server?.remove();
  });

  const page = async (query: string, init?: RequestInit) => {
    const response = await fetch(`${server.baseUrl}/listings/still-for-sale${query}`, { redirect: "manual", ...init, headers: { Origin: server.baseUrl, ...init?.headers } });
    return { status: response.status, html: await response.text() };
  };
  /** As the page's button posts: to the link itself. */
  const post = (query: string, fields: Record<string, string>) =>
    page(query, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

  it("refuses a changed, cut or missing link with a page that says so, never a 500", async () => {
    const token = signFreshnessToken(1, [SESSION_SECRET]);
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const query of ["", "?token=", `?token=${changed}`, `?token=${token.slice(0, 20)}`, `?token=${"x".repeat(5_000)}`, `?token=${encodeURIComponent(token)}&answer=burn`]) {
      const refused = await page(query);
      expect(refused.status, query).toBe(400);
      expect(refused.html).toContain("This link is not valid");
    }
    const bodies: Record<string, string>[] = [{}, { token: changed }, { token, answer: "maybe" }, { token: signFreshnessToken(1, ["another-site-secret"]) }];
    for (const fields of bodies) {
      const refused = await post(`?token=${encodeURIComponent(token)}`, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.html).toContain("This link is not valid");
    }
    const old = await page(`?token=${signFreshnessToken(1, [SESSION_SECRET], daysAgo(61))}`);
    expect(old.status).toBe(410);
    expect(old.html).toContain("This link has expired");
  });

  it("asks before it acts, and answers for a listing that is gone without touching anything", async () => {
    // A sample listing: the link asks first, and the GET changes nothing.
    const asked = await page(`?token=${signFreshnessToken(1, [SESSION_SECRET])}`);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain("still for sale?");
    expect(asked.html).toContain("Yes, still for sale");
    const missingToken = signFreshnessToken(2_000_000, [SESSION_SECRET]);
    const missing = await post(`?token=${encodeURIComponent(missingToken)}&answer=sold`, { token: missingToken, answer: "sold" });
    expect(missing.status).toBe(200);
    expect(missing.html).toContain("This listing is no longer on AeroMarket");
  });
});

/**
 * The alert sender against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL, where the two senders have connections of their own, as two app
 * processes would): only the holder of the lease sends, each alert goes out once, a
 * failed send is tried again, digests wait their turn, and an unsubscribe link stops
 * the next alert.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingForm } from "~/domain/listings/listing-form";
import type { AlertFrequency } from "~/domain/alerts/saved-search";
import { createAlertSender, type AlertSender } from "~/server/alerts/alert-sender.server";
import { unsubscribe } from "~/server/alerts/alert-unsubscribe.server";
import type { Database } from "~/server/db/database";
import { jobLeases, profiles, savedAircraft, savedAircraftAlerts, savedSearches, savedSearchMatches } from "~/server/db/schema";
import type { MailMessage, Mailer } from "~/server/platform/mail.server";
import { capturingMailer } from "../support/mailers";
import { saveSearch } from "~/server/alerts/saved-searches.server";
import { createListing, setListingStatus, updateListing } from "~/server/listings/seller-listings.server";
import { type UnsubscribeSubject, verifyUnsubscribeToken } from "~/server/alerts/unsubscribe-token.server";
import { listingForm as draftListingForm } from "../support/listing-form";
import { openTwoProcessDatabase, type TestDatabase } from "./test-database";

const SITE = "https://aeromarket.example";
const SECRETS = ["a-session-secret-for-the-tests"];

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

function sender(mailer: Mailer, intervalMs = 60_000): AlertSender {
  return createAlertSender({ mailer, siteUrl: SITE, secrets: SECRETS, intervalMs });
}

async function createProfile(userType: "buyer" | "seller", firstName = "Amelia"): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${userType}.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName, lastName: "Hart", userType, company: null, phone: "+1 555 0100" });
  return { id, email };
}

function publishedForm(overrides: Partial<ListingForm> = {}): ListingForm {
  return draftListingForm({ intent: "publish", ...overrides });
}

/** A buyer with a catalogue search for one model, and a seller. */
async function buyerWatching(model: string, frequency: AlertFrequency = "instant") {
  const buyer = await createProfile("buyer");
  const seller = await createProfile("seller");
  const searchId = await saveSearch(database.db, buyer.id, { kind: "catalog", search: { q: model, category: "turboprop", price: "all", sort: "newest" } }, { name: `Pilatus ${model}`, frequency });
  return { buyer, seller, searchId };
}

const to = (mailer: { sent: MailMessage[] }, email: string) => mailer.sent.filter((message) => message.to === email);

/** Lets go of the lease whoever holds it, as if its holder had been gone long enough. */
async function expireLease() {
  await database.db.update(jobLeases).set({ expiresAt: new Date(0) });
}

describe("the alert sender", () => {
  it("emails a newly matching listing once, with its card facts, its link and an unsubscribe link that works", async () => {
    const form = publishedForm({ price: 4_250_000, totalTimeHours: 2140, location: "Denver, CO", year: 2016 });
    const { buyer, seller, searchId } = await buyerWatching(form.model);
    const mailer = capturingMailer();
    const alerts = sender(mailer);
    await expireLease();
    const { id } = await createListing(database.db, seller.id, form);

    expect((await alerts.runRound(database.db)).leased).toBe(true);
    await alerts.runRound(database.db);
    const [email, ...more] = to(mailer, buyer.email);
    expect(more).toEqual([]);
    expect(email!.subject).toBe(`New match for "Pilatus ${form.model}": ${form.name}`);
    expect(email!.text).toContain(`Hello Amelia,`);
    expect(email!.text).toContain(`An aircraft newly matches your saved search "Pilatus ${form.model}":`);
    expect(email!.text).toContain(`${form.name}\n  $4,250,000 · 2016 · 2,140 hrs total time · Denver, CO\n  ${SITE}/aircraft/${id}`);
    expect(email!.text).toContain("you saved this search on AeroMarket with alerts as soon as aircraft match");

    const link = email!.text.match(/https:\S+\/alerts\/unsubscribe\?token=\S+/)?.[0];
    expect(email!.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const subject = verifyUnsubscribeToken(new URL(link!).searchParams.get("token")!, SECRETS);
    expect(subject).toEqual({ kind: "saved-search", savedSearchId: searchId });
    await unsubscribe(database.db, subject as UnsubscribeSubject);
    await createListing(database.db, seller.id, { ...form, name: `${form.name} (second)` });
    await alerts.runRound(database.db);
    expect(to(mailer, buyer.email)).toHaveLength(1);
    const [after] = await database.db.select({ frequency: savedSearches.frequency }).from(savedSearches).where(eq(savedSearches.id, searchId));
    expect(after!.frequency).toBe("off");
  });

  it("tells whether it holds the lease as it takes it, is refused it and lets go of it (the metrics' lease gauge)", async () => {
    const told: Record<"first" | "other", number[]> = { first: [], other: [] };
    const make = (name: keyof typeof told) =>
      createAlertSender({ mailer: capturingMailer(), siteUrl: SITE, secrets: SECRETS, intervalMs: 60_000, onLease: (heldUntil) => told[name].push(heldUntil) });
    const [first, other] = [make("first"), make("other")];
    await expireLease();

    const asked = Date.now();
    expect((await first.runRound(database.db)).leased).toBe(true);
    expect(told.first.length).toBeGreaterThan(0);
    expect(told.first.every((heldUntil) => heldUntil >= asked + 3 * 60_000)).toBe(true);
    expect((await other.runRound(second.db)).leased).toBe(false);
    expect(told.other).toEqual([0]);

    await first.release(database.db);
    expect(told.first.at(-1)).toBe(0);
    expect((await other.runRound(second.db)).leased).toBe(true);
    expect(told.other.at(-1)).toBeGreaterThan(Date.now());
    await other.release(second.db);
    expect(told.other.at(-1)).toBe(0);
  });

  it("with two senders on one database, only the lease holder sends, each alert once; another takes over when the lease is let go or runs out", async () => {
    const form = publishedForm();
    const { buyer, seller } = await buyerWatching(form.model);
    const [firstMailer, secondMailer] = [capturingMailer(), capturingMailer()];
    const first = sender(firstMailer, 200);
    const other = sender(secondMailer, 200);
    await expireLease();
    await createListing(database.db, seller.id, form);

    const rounds = await Promise.all([first.runRound(database.db), other.runRound(second.db), first.runRound(database.db), other.runRound(second.db)]);
    expect(rounds.filter((round) => round.leased).length).toBeGreaterThan(0);
    const holders = [rounds[0]!.leased || rounds[2]!.leased, rounds[1]!.leased || rounds[3]!.leased];
    expect(holders.filter(Boolean)).toHaveLength(1);
    expect([...to(firstMailer, buyer.email), ...to(secondMailer, buyer.email)]).toHaveLength(1);
    const [holder, holderMailer, waiting, waitingDb, waitingMailer] = holders[0]
      ? [first, firstMailer, other, second.db, secondMailer]
      : [other, secondMailer, first, database.db, firstMailer];
    expect(to(holderMailer, buyer.email)).toHaveLength(1);

    // Let go on shutdown: the other takes over at its next round and sends only what is new.
    await holder.release(database.db);
    await createListing(database.db, seller.id, { ...form, name: `${form.name} (second)` });
    expect(await waiting.runRound(waitingDb)).toEqual({ leased: true, emails: expect.any(Number) });
    expect(to(waitingMailer, buyer.email)).toHaveLength(1);
    expect(to(waitingMailer, buyer.email)[0]!.text).toContain(`${form.name} (second)`);

    // A holder that stops renewing (a crashed process) loses the lease once it runs out.
    expect((await holder.runRound(database.db)).leased).toBe(false);
    await expect.poll(async () => (await holder.runRound(database.db)).leased, { timeout: 5_000, interval: 100 }).toBe(true);
    expect([...to(firstMailer, buyer.email), ...to(secondMailer, buyer.email)]).toHaveLength(2);
  });

  it("a process that is stopping sends nothing more in its round, and what it left goes out later", async () => {
    const form = publishedForm();
    const { buyer, seller } = await buyerWatching(form.model);
    await expireLease();
    await createListing(database.db, seller.id, form);
    const mailer = capturingMailer();
    const alerts = sender(mailer);
    expect(await alerts.runRound(database.db, AbortSignal.abort())).toEqual({ leased: true, emails: 0 });
    expect(to(mailer, buyer.email)).toEqual([]);
    await alerts.runRound(database.db);
    expect(to(mailer, buyer.email)).toHaveLength(1);
  });

  it("a failed send is put back and goes out at the next round", async () => {
    const form = publishedForm();
    const { buyer, seller } = await buyerWatching(form.model);
    await expireLease();
    await createListing(database.db, seller.id, form);
    const failing: Mailer = {
      async send() {
        throw new Error("SMTP server unavailable");
      },
    };
    await sender(failing, 100).runRound(database.db);
    await expireLease();
    const mailer = capturingMailer();
    await sender(mailer).runRound(database.db);
    expect(to(mailer, buyer.email)).toHaveLength(1);
    expect(to(mailer, buyer.email)[0]!.text).toContain(form.name);
  });

  it("a daily search groups what matched into one digest, and the next waits a day", async () => {
    const form = publishedForm();
    const { buyer, seller, searchId } = await buyerWatching(form.model, "daily");
    await expireLease();
    await createListing(database.db, seller.id, form);
    await createListing(database.db, seller.id, { ...form, name: `${form.name} (second)` });
    const mailer = capturingMailer();
    const alerts = sender(mailer);
    await alerts.runRound(database.db);
    expect(to(mailer, buyer.email).map((message) => message.subject)).toEqual([`2 new aircraft match "Pilatus ${form.model}"`]);
    expect(to(mailer, buyer.email)[0]!.text).toContain("2 aircraft newly match your saved search");

    await createListing(database.db, seller.id, { ...form, name: `${form.name} (third)` });
    await alerts.runRound(database.db);
    expect(to(mailer, buyer.email)).toHaveLength(1);

    await database.db
      .update(savedSearches)
      .set({ lastAlertedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(savedSearches.id, searchId));
    await alerts.runRound(database.db);
    expect(to(mailer, buyer.email)).toHaveLength(2);
    expect(to(mailer, buyer.email)[1]!.text).toContain(`${form.name} (third)`);
    expect(to(mailer, buyer.email)[1]!.text).not.toContain(`${form.name} (second)`);
  });

  it("a listing no longer active by the time of the digest is not sent", async () => {
    const form = publishedForm();
    const { buyer, seller, searchId } = await buyerWatching(form.model);
    await expireLease();
    const { id } = await createListing(database.db, seller.id, form);
    await setListingStatus(database.db, seller.id, id, "sold");
    const mailer = capturingMailer();
    await sender(mailer).runRound(database.db);
    expect(to(mailer, buyer.email)).toEqual([]);
    const [match] = await database.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId));
    expect(match!.alertState).toBe("pending");
  });

  it("emails a buyer's saved-aircraft news in one message, until they turn it off", async () => {
    const buyer = await createProfile("buyer", "Noor");
    const seller = await createProfile("seller");
    const form = publishedForm({ price: 4_000_000 });
    const { id } = await createListing(database.db, seller.id, form);
    await database.db.insert(savedAircraft).values({ userId: buyer.id, listingId: id });
    await expireLease();
    await updateListing(database.db, seller.id, id, { ...form, intent: "save", price: 3_750_000 });
    await setListingStatus(database.db, seller.id, id, "pending");
    const mailer = capturingMailer();
    const alerts = sender(mailer);
    await alerts.runRound(database.db);

    const [email, ...more] = to(mailer, buyer.email);
    expect(more).toEqual([]);
    expect(email!.subject).toBe("News about an aircraft you saved");
    expect(email!.text).toContain(
      `${form.name}\n  Price reduced by $250,000: from $4,000,000 to $3,750,000.\n  Marked sale pending by the seller.\n  $3,750,000 · `,
    );
    expect(email!.text).toContain(`${SITE}/aircraft/${id}`);
    const link = email!.text.match(/https:\S+\/alerts\/unsubscribe\?token=\S+/)?.[0];
    const subject = verifyUnsubscribeToken(new URL(link!).searchParams.get("token")!, SECRETS);
    expect(subject).toEqual({ kind: "saved-aircraft", buyerId: buyer.id });

    await unsubscribe(database.db, subject as UnsubscribeSubject);
    await setListingStatus(database.db, seller.id, id, "sold");
    await alerts.runRound(database.db);
    expect(to(mailer, buyer.email)).toHaveLength(1);
    const states = await database.db.select({ state: savedAircraftAlerts.alertState }).from(savedAircraftAlerts).where(eq(savedAircraftAlerts.buyerId, buyer.id));
    expect(states.map((row) => row.state).sort()).toEqual(["sent", "sent", "skipped"]);
  });
});

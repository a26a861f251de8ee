/**
 * Closing an account against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * afterwards nothing in any table, the auth service's included, names the person (their
 * id, email, name or phone), except the messages they wrote in conversations, which
 * /privacy says are kept; the other party still reads the conversation, under "Former
 * member", and the address signs up again as a new person who sees none of it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { createClient, type User } from "@supabase/supabase-js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORMER_MEMBER } from "~/domain/accounts/settings";
import { personalData } from "~/server/accounts/account-data.server";
import { removePersonalData } from "~/server/accounts/account-closure.server";
import { ensureProfile } from "~/server/accounts/profiles.server";
import { sealUserType } from "~/server/accounts/sign-up-seal.server";
import { createAuthService, generateSigningKey, signServiceRoleKey, type SigningKey } from "~/server/auth-service";
import { contactMessages, listings, savedAircraft, savedAircraftAlerts, savedSearches } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { findThread } from "~/server/inquiries/inquiry-threads.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { replyToInquiry, sendInquiry } from "~/server/inquiries/inquiries.server";
import { createListing } from "~/server/listings/seller-listings.server";
import { consumeRateLimits } from "~/server/platform/rate-limit.server";
import { createMailer, readOutbox } from "~/server/platform/mail.server";
import { listingForm } from "../support/listing-form";
import { unusedStorage } from "../support/unused-storage";
import { openTestDatabase, type TestDatabase } from "./test-database";

const SITE_URL = "http://localhost:3000";
const PASSWORD = "correct-horse-battery";
/** The session secrets the app's sign-up seals the account type with. */
const SECRETS = ["account-closure-test-secret"];

let database: TestDatabase;
let dataDir: string;
let signingKey: SigningKey;
let service: (request: Request) => Promise<Response>;
const mail: InquiryMail = { mailer: { send: async () => undefined }, siteUrl: SITE_URL, secrets: ["test-secret"] };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-closure-"));
  signingKey = await generateSigningKey();
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  service = createAuthService({ db: database.db, jwtExpiry: 3600, siteUrl: SITE_URL, signingKey, mailer: createMailer({ dataDir }) });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function client(key = "anon-key") {
  return createClient("http://localhost:54321", key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => service(new Request(input, init)) },
  });
}

type Person = { user: User; email: string; lastName: string; phone: string };

/** Signs up through the auth service, confirms by the mailed link and gets a profile, as the app does. */
async function signUp(userType: "buyer" | "seller"): Promise<Person> {
  const tag = randomUUID().slice(0, 8);
  const email = `${userType}.${tag}@example.com`;
  const lastName = `Closer${tag}`;
  const phone = `+1 555 ${tag.replace(/\D/g, "").padEnd(7, "7").slice(0, 7)}`;
  const metadata = {
    first_name: "Ada",
    last_name: lastName,
    user_type: userType,
    company: userType === "seller" ? `Hangar ${tag}` : null,
    phone,
    ...sealUserType(email, userType, SECRETS),
  };
  expect((await client().auth.signUp({ email, password: PASSWORD, options: { data: metadata } })).error).toBeNull();
  const [link] = (await readOutbox(dataDir)).filter((message) => message.to === email);
  const tokenHash = new URL(link?.links[0] ?? "").searchParams.get("token_hash") ?? "";
  const { data, error } = await client().auth.verifyOtp({ type: "signup", token_hash: tokenHash });
  expect(error).toBeNull();
  if (!data.user) throw new Error("No user");
  await ensureProfile(database.db, data.user, SECRETS);
  return { user: data.user, email, lastName, phone };
}

/** Closes the account as /settings/close does: the app's data, then the auth account with the service-role key. */
async function close(person: Person) {
  await removePersonalData(database.db, unusedStorage, { id: person.user.id, email: person.email });
  const admin = client(await signServiceRoleKey(signingKey, new Date()));
  expect((await admin.auth.admin.deleteUser(person.user.id)).error).toBeNull();
}

/** Every row of every table of the app and the auth service, as JSON text, with where it was found. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  // node-postgres and PGlite both answer with `rows`.
  const rowsOf = <T,>(result: unknown) => (result as { rows: T[] }).rows;
  const tables = await database.db.execute(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables where table_schema in ('public', 'aeromarket_auth') and table_type = 'BASE TABLE'`,
  );
  const found: { table: string; row: string }[] = [];
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const rows = await database.db.execute(sql.raw(`select row_to_json(t)::text as row from ${name} t`));
    for (const { row } of rowsOf<{ row: string }>(rows)) found.push({ table: name, row });
  }
  return found;
}

/** Rows that name the person, apart from the messages they wrote (kept, as /privacy says). */
async function rowsNaming(person: Person) {
  const marks = [person.user.id, person.email, person.lastName, person.phone];
  return (await everyRow()).filter(({ table, row }) => table !== "public.inquiry_messages" && marks.some((mark) => row.toLowerCase().includes(mark.toLowerCase())));
}

describe("closing an account", () => {
  it("leaves nothing naming a seller; the buyer still reads the thread, from a Former member", async () => {
    const seller = await signUp("seller");
    const buyer = await signUp("buyer");
    const listing = await createListing(database.db, seller.user.id, listingForm({ intent: "publish", contactName: `Ada ${seller.lastName}`, contactEmail: seller.email, contactPhone: seller.phone }));
    const sent = await sendInquiry(database.db, mail, {
      listingId: listing.id,
      buyerId: buyer.user.id,
      message: { name: "Grace Buyer", email: buyer.email, phone: "", message: "Is it still for sale?", idempotencyKey: randomUUID() },
    });
    if (!sent) throw new Error("The inquiry was not sent");
    await replyToInquiry(database.db, mail, { id: seller.user.id, email: seller.email }, sent.inquiryId, { body: "It is, come and see it.", idempotencyKey: randomUUID() });
    await database.db.insert(contactMessages).values({ name: `Ada ${seller.lastName}`, email: seller.email, topic: "listing", message: "How do I add photos?" });
    await consumeRateLimits(database.db, [{ key: `sign-in:email:${seller.email}`, limit: 10, windowSeconds: 900 }]);
    expect(await rowsNaming(seller)).not.toEqual([]);

    await close(seller);

    expect(await rowsNaming(seller)).toEqual([]);
    const [withdrawn] = await database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(withdrawn?.status).toBe("deleted");
    const thread = await findThread(database.db, { id: buyer.user.id, email: buyer.email }, sent.inquiryId);
    expect(thread).toMatchObject({ sellerName: FORMER_MEMBER, otherClosed: true, listingPublic: false });
    expect(thread?.messages.map((message) => message.body)).toEqual(["Is it still for sale?", "It is, come and see it."]);
  });

  it("leaves nothing naming a buyer; the seller still reads the thread from a Former member, and a new account with the address sees none of it", async () => {
    const seller = await signUp("seller");
    const buyer = await signUp("buyer");
    const listing = await createListing(database.db, seller.user.id, listingForm({ intent: "publish" }));
    const sent = await sendInquiry(database.db, mail, {
      listingId: listing.id,
      buyerId: buyer.user.id,
      message: { name: `Ada ${buyer.lastName}`, email: buyer.email, phone: buyer.phone, message: "Would you take an offer?", idempotencyKey: randomUUID() },
    });
    if (!sent) throw new Error("The inquiry was not sent");
    await database.db.insert(savedAircraft).values({ userId: buyer.user.id, listingId: listing.id });
    await database.db.insert(savedAircraftAlerts).values({ buyerId: buyer.user.id, listingId: listing.id, kind: "price-drop", oldPrice: 2, newPrice: 1 });
    await database.db.insert(savedSearches).values({ buyerId: buyer.user.id, name: "Turboprops", kind: "catalog", criteriaKey: "turboprop" });

    await close(buyer);

    expect(await rowsNaming(buyer)).toEqual([]);
    const thread = await findThread(database.db, { id: seller.user.id, email: seller.email }, sent.inquiryId);
    expect(thread).toMatchObject({ buyer: { name: FORMER_MEMBER, email: "", phone: null }, otherClosed: true });

    const again = await signUp("buyer").then(async () => {
      expect((await client().auth.signUp({ email: buyer.email, password: PASSWORD })).data.user?.identities).toHaveLength(1);
      const [link] = (await readOutbox(dataDir)).filter((message) => message.to === buyer.email);
      const { data } = await client().auth.verifyOtp({ type: "signup", token_hash: new URL(link?.links[0] ?? "").searchParams.get("token_hash") ?? "" });
      return data.user;
    });
    if (!again) throw new Error("The address could not sign up again");
    expect(again.id).not.toBe(buyer.user.id);
    const fresh = await personalData(database.db, { id: again.id, email: buyer.email });
    expect(fresh.inquiriesSent).toEqual([]);
    expect(await findThread(database.db, { id: again.id, email: buyer.email }, sent.inquiryId)).toBeNull();
  });
});

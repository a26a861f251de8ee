/**
 * Verified sellers and the FAA registry against a real database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): a seller asks once at a time, an operator approves or refuses
 * (emailed, logged, decided once), and only then do cards say "Verified seller"; the
 * registry import reports and skips malformed rows and is all or nothing.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import { removePersonalData } from "~/server/accounts/account-closure.server";
import { updateProfile } from "~/server/accounts/account-settings.server";
import { seedDatabase } from "~/server/db/seed.server";
import { faaRegistryAircraft, listings, operatorActions, profiles } from "~/server/db/schema";
import { findAircraftForPage } from "~/server/listings/aircraft-page-read.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import type { MailMessage, Mailer } from "~/server/platform/mail.server";
import { type FileStorage, localStorage } from "~/server/platform/storage.server";
import { importFaaRegistry, registryMatchOf, type RegistrySource } from "~/server/sellers/faa-registry.server";
import {
  decideVerification,
  latestVerificationOf,
  pendingVerificationCount,
  requestVerification,
  verificationDocument,
  verificationQueuePage,
} from "~/server/sellers/seller-verification.server";
import { dashboardProfile } from "~/server/accounts/dashboard.server";
import { openTestDatabase, type TestDatabase } from "./test-database";
import { failingMailer } from "../support/mailers";

let database: TestDatabase;
let root: string;
let storage: FileStorage;
let sent: MailMessage[];
const mailer: Mailer = { send: async (message) => void sent.push(message) };
const operator = { id: randomUUID(), email: "operator@example.com" };
const SITE = "https://aeromarket.test";
const PDF = { contentType: "application/pdf", extension: "pdf" } as const;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  root = await mkdtemp(path.join(tmpdir(), "aeromarket-verification-"));
  storage = localStorage(root);
  // Seeding the sample inventory is slow on a busy machine.
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  sent = [];
});

/** An active listing of the nth seller of the sample inventory, and that seller's id and email. */
/** The verified legal name the listing's page shows beside its seller. */
const legalNameOnPage = async (listingId: number) => (await findAircraftForPage(database.db, listingId, null))?.verifiedLegalName;

async function listingOfSeller(nth: number) {
  const sellers = await database.db.selectDistinct({ id: listings.sellerId }).from(listings).where(eq(listings.status, "active")).orderBy(listings.sellerId);
  const [row] = await database.db
    .select({ id: listings.id, name: listings.name, sellerId: listings.sellerId, email: profiles.email })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.sellerId))
    .where(and(eq(listings.status, "active"), eq(listings.sellerId, sellers[nth]!.id!)))
    .limit(1);
  return row!;
}

const request = (legalName: string) => ({
  legalName,
  registrationNumber: "08123456",
  country: "United Kingdom",
  businessAddress: "1 Hangar Road, Oxford OX5 1RA",
  phone: "+44 1865 000000",
  document: new File([new TextEncoder().encode("%PDF-1.7 proof")], "certificate.pdf", { type: "application/pdf" }),
});

async function cardOf(listing: { id: number; name: string }) {
  const page = await searchCatalog(database.db, parseCatalogQuery(new URLSearchParams({ q: listing.name })));
  return page.listings.find((card) => card.id === listing.id);
}

describe("a seller's verification request", () => {
  it("keeps the document for operators, waits alone, and calls no one verified until approved", async () => {
    const listing = await listingOfSeller(0);
    const first = await requestVerification(database.db, storage, listing.sellerId!, request("Skyline Aviation Ltd"), PDF);
    expect(first).toMatchObject({ ok: true });
    expect(await requestVerification(database.db, storage, listing.sellerId!, request("Again Ltd"), PDF)).toMatchObject({ ok: false });
    // The refused second request left no file behind: only the first one's document is stored.
    expect(await readdir(path.join(root, "verification", listing.sellerId!))).toHaveLength(1);

    const id = first.ok ? first.id : 0;
    const document = await verificationDocument(database.db, storage, id);
    expect(document).toMatchObject({ name: "certificate.pdf", contentType: "application/pdf" });
    expect(await new Response(document!.body).text()).toBe("%PDF-1.7 proof");

    expect(await pendingVerificationCount(database.db)).toBe(1);
    expect((await verificationQueuePage(database.db, 1)).requests.map((queued) => [queued.id, queued.sellerEmail])).toEqual([[id, listing.email]]);
    expect(await legalNameOnPage(listing.id)).toBeNull();
    expect((await cardOf(listing))?.verifiedLegalName).toBeNull();
  });

  it("once approved, is emailed to the seller, logged, and puts the badge on the seller's cards and page", async () => {
    const listing = await listingOfSeller(0);
    const { id } = (await latestVerificationOf(database.db, listing.sellerId!))!;

    await expect(decideVerification(database.db, failingMailer, operator, id, { approve: true }, SITE)).rejects.toThrow("SMTP is down");
    expect(await legalNameOnPage(listing.id)).toBeNull();

    expect(await decideVerification(database.db, mailer, operator, id, { approve: true }, SITE)).toEqual({ ok: true });
    expect(await decideVerification(database.db, mailer, operator, id, { approve: false, reason: "Changed my mind entirely" }, SITE)).toMatchObject({ ok: false, status: 409 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: listing.email, subject: "AeroMarket: you are a verified seller" });
    expect(await legalNameOnPage(listing.id)).toBe("Skyline Aviation Ltd");
    expect((await cardOf(listing))?.verifiedLegalName).toBe("Skyline Aviation Ltd");
    expect(await pendingVerificationCount(database.db)).toBe(0);
    expect(await requestVerification(database.db, storage, listing.sellerId!, request("Once more Ltd"), PDF)).toMatchObject({ ok: false });

    const entries = await database.db.select().from(operatorActions).where(eq(operatorActions.targetId, String(id)));
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.operatorEmail])).toEqual([["approve-seller-verification", "seller-verification", operator.email]]);
  });

  it("goes back to the operators when the verified seller renames their company to another name", async () => {
    const listing = await listingOfSeller(0);
    const { id } = (await latestVerificationOf(database.db, listing.sellerId!))!;
    const profile = { firstName: "Sam", lastName: "Seller", phone: "+1 555 0100" };
    // The verified name written differently is the same company: nothing changes.
    expect(await updateProfile(database.db, listing.sellerId!, { ...profile, company: "SKYLINE AVIATION, LTD." })).toEqual({ verificationReopened: false });
    expect(await legalNameOnPage(listing.id)).toBe("Skyline Aviation Ltd");

    expect(await updateProfile(database.db, listing.sellerId!, { ...profile, company: "Gulfstream Aerospace Corporation" })).toEqual({ verificationReopened: true });
    expect(await legalNameOnPage(listing.id)).toBeNull();
    expect((await cardOf(listing))?.verifiedLegalName).toBeNull();
    expect(await latestVerificationOf(database.db, listing.sellerId!)).toMatchObject({ id, status: "pending", legalName: "Gulfstream Aerospace Corporation", decidedAt: null });
    expect((await verificationQueuePage(database.db, 1)).requests.map((queued) => queued.legalName)).toEqual(["Gulfstream Aerospace Corporation"]);

    expect(await decideVerification(database.db, mailer, operator, id, { approve: true }, SITE)).toEqual({ ok: true });
    expect(await legalNameOnPage(listing.id)).toBe("Gulfstream Aerospace Corporation");
  });

  it("once refused, emails the reason, logs it, leaves the seller unverified and lets them ask again", async () => {
    const listing = await listingOfSeller(1);
    const asked = await requestVerification(database.db, storage, listing.sellerId!, request("Cloudbase Jets LLC"), PDF);
    const id = asked.ok ? asked.id : 0;
    const reason = "The register lists number 08123456 under another company.";

    expect(await decideVerification(database.db, mailer, operator, id, { approve: false, reason }, SITE)).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(listing.email);
    expect(sent[0]!.text).toContain(reason);
    expect(sent[0]!.text).toContain(`${SITE}/dashboard/verification`);
    expect(await latestVerificationOf(database.db, listing.sellerId!)).toMatchObject({ status: "refused", refusalReason: reason, decidedBy: operator.email });
    // The dashboard's heading reads the same status with the profile.
    expect((await dashboardProfile(database.db, listing.sellerId!))?.verification).toBe("refused");
    expect(await legalNameOnPage(listing.id)).toBeNull();
    const [entry] = await database.db.select().from(operatorActions).where(eq(operatorActions.targetId, String(id)));
    expect(entry).toMatchObject({ action: "refuse-seller-verification", reason });

    expect(await requestVerification(database.db, storage, listing.sellerId!, request("Cloudbase Jets LLC"), PDF)).toMatchObject({ ok: true });
    expect(await decideVerification(database.db, mailer, operator, 999_999, { approve: true }, SITE)).toMatchObject({ ok: false, status: 404 });
    const again = (await latestVerificationOf(database.db, listing.sellerId!))!;
    const self = { id: listing.sellerId, email: listing.email };
    expect(await decideVerification(database.db, mailer, self, again.id, { approve: true }, SITE)).toMatchObject({ ok: false, status: 409 });
    expect(await latestVerificationOf(database.db, listing.sellerId!)).toMatchObject({ status: "pending" });
    expect((await dashboardProfile(database.db, listing.sellerId!))?.verification).toBe("pending");
  });
});

describe("closing a seller's account", () => {
  it("removes their requests and their documents from storage", async () => {
    const listing = await listingOfSeller(2);
    expect(await requestVerification(database.db, storage, listing.sellerId!, request("Closing Soon Ltd"), PDF)).toMatchObject({ ok: true });
    expect(await readdir(path.join(root, "verification", listing.sellerId!))).toHaveLength(1);
    await removePersonalData(database.db, storage, { id: listing.sellerId!, email: listing.email });
    expect(await latestVerificationOf(database.db, listing.sellerId!)).toBeNull();
    expect(await readdir(path.join(root, "verification", listing.sellerId!))).toHaveLength(0);
  });
});

/** A file of the download, made by the test: lines as MASTER.txt or ACFTREF.txt write them. */
function file(name: string, lines: string[]): RegistrySource {
  return {
    name,
    lines: async function* () {
      yield* lines;
    },
  };
}

const MASTER_HEADER = "N-NUMBER,SERIAL NUMBER                  ,MFR MDL CODE,ENG MFR MDL,YEAR MFR,TYPE REGISTRANT,NAME                                              ,";
const ACFTREF_HEADER = "CODE   ,MFR                           ,MODEL              ,TYPE-ACFT,TYPE-ENG,";
const masterRow = (nNumber: string, serial: string, code: string) => `${nNumber.padEnd(5)},${serial.padEnd(30)},${code},41514,2012,3,SKYLINE AVIATION LTD                              ,`;

describe("the FAA registry import", () => {
  it("imports the rows it can read, reports and skips the others, and matches a listing by N-number, serial, make and model", async () => {
    const [listing] = await database.db.select().from(listings).where(eq(listings.registration, "N414CJ"));
    // The sample listing is a "Citation CJ4 Gen2": the FAA names its model by its code, 525C.
    const models = file("ACFTREF.txt", [ACFTREF_HEADER, "2072711,CESSNA,525C,5,5,", "BROKEN"]);
    const master = file("MASTER.txt", [
      MASTER_HEADER,
      masterRow("414CJ", listing!.serialNumber, "2072711"),
      masterRow("12345", "9999", "2072711"),
      "777AB,123,2072711",
      masterRow("0XX", "1", "2072711"),
      masterRow("55555", "55", "9999999"),
      masterRow("12345", "again", "2072711"),
      "",
    ]);
    const result = await importFaaRegistry(database.db, [master, models]);
    expect(result).toMatchObject({ ok: true, aircraft: 2, skipped: 5 });
    expect(result.ok ? result.problems : []).toEqual([
      "ACFTREF.txt line 3: has 1 fields where the header has 6",
      "MASTER.txt line 4: has 3 fields where the header has 8",
      'MASTER.txt line 5: N-NUMBER "0XX" is not an N-number',
      'MASTER.txt line 6: MFR MDL CODE "9999999" is not in ACFTREF.txt',
      "MASTER.txt line 7: N12345 is listed twice; the first row is kept",
    ]);
    const match = await registryMatchOf(database.db, { ...listing!, registration: listing!.registration });
    expect(match?.importedAt).toEqual(result.ok ? result.importedAt : null);
    expect(await registryMatchOf(database.db, { ...listing!, serialNumber: "0000" })).toBeNull();
    expect(await registryMatchOf(database.db, { ...listing!, registration: "HB-FXN" })).toBeNull();
    // The page reads the match with the listing itself, under any spelling of the N-number.
    expect((await findAircraftForPage(database.db, listing!.id, null))?.registryMatch).toEqual(match);
    await database.db.update(listings).set({ registration: "n-414 cj" }).where(eq(listings.id, listing!.id));
    expect((await findAircraftForPage(database.db, listing!.id, null))?.registryMatch).toEqual(match);
    await database.db.update(listings).set({ serialNumber: "0000" }).where(eq(listings.id, listing!.id));
    expect((await findAircraftForPage(database.db, listing!.id, null))?.registryMatch).toBeNull();
    await database.db.update(listings).set({ registration: listing!.registration, serialNumber: listing!.serialNumber }).where(eq(listings.id, listing!.id));
    const [entry] = await database.db.select().from(operatorActions).where(eq(operatorActions.action, "import-faa-registry"));
    expect(entry).toMatchObject({ operatorEmail: "npm run registry:import", reason: "2 aircraft imported, 5 rows skipped" });
  });

  it("changes nothing when no row can be read, or when reading fails half way", async () => {
    const models = file("ACFTREF.txt", [ACFTREF_HEADER, "2072711,CESSNA,525C,5,5,"]);
    const empty = await importFaaRegistry(database.db, [file("MASTER.txt", [MASTER_HEADER, "garbage"]), models]);
    expect(empty).toMatchObject({ ok: false, problems: ["MASTER.txt line 2: has 1 fields where the header has 8"] });

    const cut: RegistrySource = {
      name: "MASTER.txt",
      lines: async function* () {
        yield MASTER_HEADER;
        for (let number = 1; number <= 1500; number++) yield masterRow(String(number), "S", "2072711");
        throw new Error("The disk went away");
      },
    };
    await expect(importFaaRegistry(database.db, [cut, models])).rejects.toThrow("The disk went away");
    expect((await database.db.select({ nNumber: faaRegistryAircraft.nNumber }).from(faaRegistryAircraft)).map((row) => row.nNumber).sort()).toEqual(["12345", "414CJ"]);

    expect(await importFaaRegistry(database.db, [file("people.csv", ["name,email"]), models])).toMatchObject({ ok: false });
  });
});

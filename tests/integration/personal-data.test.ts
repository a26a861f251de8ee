/**
 * The data download (/settings/data) against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): a seller with a row in every table that holds something about them
 * finds each in their download, where personal-data-tables.server.ts says it is.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalData } from "~/server/accounts/account-data.server";
import { PERSONAL_DATA_TABLES } from "~/server/accounts/personal-data-tables.server";
import { contactMessages, listingDocumentGrants, listingDocuments, listingPriceChanges, listingViewsDaily, operatorActions, operators, profiles, sellerVerifications } from "~/server/db/schema";
import { sendInquiry } from "~/server/inquiries/inquiries.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { createListing } from "~/server/listings/seller-listings.server";
import { listingForm } from "../support/listing-form";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
const mail: InquiryMail = { mailer: { send: async () => undefined }, siteUrl: "https://aeromarket.test", secrets: ["test-secret"] };

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** The download's top-level names that the app's tables fill (the route adds the auth server's account and devices). */
function topLevelNames(): string[] {
  const names = Object.entries(PERSONAL_DATA_TABLES).flatMap(([table, place]) =>
    "exportedAs" in place && !table.startsWith("aeromarket_auth.") ? place.exportedAs.split(", ").map((name) => name.split(/[[.]/)[0]!) : [],
  );
  return [...new Set(names)];
}

describe("a seller's data download", () => {
  it("holds every kind of record the schema keeps about them, where the list of tables says", async () => {
    const db = database.db;
    const sellerId = randomUUID();
    const email = `holder.${randomUUID().slice(0, 8)}@example.com`;
    await db.insert(profiles).values({ id: sellerId, email, firstName: "Marcus", lastName: "Reid", userType: "seller", company: "Reid Aviation", phone: "" });
    const listing = await createListing(db, sellerId, listingForm({ intent: "publish", contactEmail: email }));
    const [document] = await db
      .insert(listingDocuments)
      .values({ listingId: listing.id, name: "Airframe logbook", format: "pdf", bytes: 2048, access: "on-request", storagePath: `documents/${randomUUID()}.pdf` })
      .returning({ id: listingDocuments.id });
    await db.insert(listingPriceChanges).values({ listingId: listing.id, oldPrice: 4_250_000, newPrice: 4_100_000 });
    await db.insert(listingViewsDaily).values({ listingId: listing.id, day: "2026-11-20", views: 7 });
    const sent = await sendInquiry(db, mail, {
      listingId: listing.id,
      buyerId: null,
      message: { name: "Amelia Hart", email: "amelia@example.com", phone: "", message: "Logbooks?", idempotencyKey: randomUUID() },
    });
    await db.insert(listingDocumentGrants).values({ documentId: document!.id, inquiryId: sent!.inquiryId });
    const [request] = await db
      .insert(sellerVerifications)
      .values({
        sellerId,
        legalName: "Reid Aviation LLC",
        registrationNumber: "DE-7781",
        country: "United States",
        businessAddress: "1 Apron Way, Wilmington, DE",
        phone: "+1 302 555 0100",
        documentKey: `verifications/${randomUUID()}.pdf`,
        documentName: "certificate.pdf",
        documentType: "pdf",
      })
      .returning({ id: sellerVerifications.id });
    // Contact Us messages are kept by address, whatever its case.
    await db.insert(contactMessages).values({ name: "Marcus Reid", email: email.toUpperCase(), topic: "selling", message: "How do I add photos?" });
    await db.insert(operators).values({ userId: sellerId });
    await db.insert(operatorActions).values({ operatorId: randomUUID(), operatorEmail: "olivia@aeromarket.test", action: "hide-listing", targetType: "listing", targetId: String(listing.id), reason: "Photos of another aircraft" });
    await db.insert(operatorActions).values({ operatorId: randomUUID(), operatorEmail: "olivia@aeromarket.test", action: "approve-verification", targetType: "seller-verification", targetId: String(request!.id), reason: "Register checked" });
    await db.insert(operatorActions).values({ operatorId: randomUUID(), operatorEmail: "olivia@aeromarket.test", action: "hide-listing", targetType: "listing", targetId: "999999", reason: "Someone else's" });

    const exported = await personalData(db, { id: sellerId, email });
    for (const name of topLevelNames()) expect(exported, name).toHaveProperty(name);

    const [ownListing] = exported.listings;
    expect(ownListing?.documents).toEqual([{ name: "Airframe logbook", format: "pdf", bytes: 2048, access: "on-request", uploadedAt: expect.any(Date), file: `/documents/${document!.id}` }]);
    expect(ownListing?.priceChanges).toEqual([{ oldPrice: 4_250_000, newPrice: 4_100_000, changedAt: expect.any(Date) }]);
    expect(ownListing?.viewsByDay).toEqual([{ day: "2026-11-20", views: 7 }]);
    expect(exported.inquiriesReceived.map((inquiry) => inquiry.documentsShared)).toEqual([[{ document: "Airframe logbook", sharedAt: expect.any(Date) }]]);
    expect(exported.verificationRequests).toEqual([
      expect.objectContaining({ legalName: "Reid Aviation LLC", registrationNumber: "DE-7781", status: "pending", proofDocument: { name: "certificate.pdf", type: "pdf" } }),
    ]);
    expect(JSON.stringify(exported.verificationRequests)).not.toContain("verifications/");
    expect(exported.contactMessages.map((message) => message.message)).toEqual(["How do I add photos?"]);
    expect(exported.operatorRole).toEqual({ grantedAt: expect.any(Date) });
    expect(exported.teamLog.map((entry) => entry.reason)).toEqual(["Photos of another aircraft", "Register checked"]);
    expect(JSON.stringify(exported.teamLog)).not.toContain("olivia@aeromarket.test");
  });
});

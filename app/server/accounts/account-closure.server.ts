import { eq, like, or, sql } from "drizzle-orm";
import { CLOSED_ACCOUNT_EMAIL, FORMER_MEMBER } from "~/domain/accounts/settings";
import type { Database } from "../db/database";
import {
  contactMessages,
  inquiries,
  listings,
  profiles,
  rateLimitHits,
  savedAircraft,
  savedAircraftAlerts,
  savedSearches,
} from "../db/schema";
import { dropListingDocuments } from "../listings/listing-documents.server";
import { dropListingPhotos, removeDeletedPhotoFiles } from "../listings/listing-photos.server";
import type { Mailer } from "../platform/mail.server";
import type { FileStorage } from "../platform/storage.server";
import { verificationDocumentKeys } from "../sellers/seller-verification.server";

type Person = { id: string; email: string };

const sameAddress = (column: typeof inquiries.buyerEmail | typeof inquiries.sellerEmail | typeof contactMessages.email, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/**
 * Removes what names the person from the app's tables, in one transaction, as /privacy
 * says. Their listings are withdrawn (status deleted) without contact details: the rows
 * stay so that conversations still name the aircraft; their photos and documents go, the files from
 * storage once the transaction has committed. Conversations stay readable to the
 * other party, the person's side named "Former member", with no address that anyone
 * signing up later could match. Saved aircraft, saved searches and alerts, their
 * messages to support and their rate-limit counters are deleted, then the profile (their
 * reports go with it, by the foreign key's cascade).
 * Messages written in conversations are kept, as /privacy says.
 */
export async function removePersonalData(db: Database, storage: FileStorage, person: Person): Promise<void> {
  const { photoFiles, verificationFiles } = await db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(listings)
      .set({ status: "deleted", isFeatured: false, contactName: "", contactPhone: "", contactEmail: "", contactCompany: "", updatedAt: new Date() })
      .where(eq(listings.sellerId, person.id))
      .returning({ id: listings.id });
    const withdrawnIds = withdrawn.map((listing) => listing.id);
    const files = [...(await dropListingPhotos(tx, withdrawnIds)), ...(await dropListingDocuments(tx, withdrawnIds))];
    await tx
      .update(inquiries)
      .set({ sellerId: null, sellerEmail: CLOSED_ACCOUNT_EMAIL })
      .where(or(eq(inquiries.sellerId, person.id), sameAddress(inquiries.sellerEmail, person.email)));
    await tx
      .update(inquiries)
      .set({ buyerId: null, buyerName: FORMER_MEMBER, buyerEmail: CLOSED_ACCOUNT_EMAIL, buyerPhone: null })
      .where(or(eq(inquiries.buyerId, person.id), sameAddress(inquiries.buyerEmail, person.email)));
    await tx.delete(savedAircraft).where(eq(savedAircraft.userId, person.id));
    await tx.delete(savedAircraftAlerts).where(eq(savedAircraftAlerts.buyerId, person.id));
    await tx.delete(savedSearches).where(eq(savedSearches.buyerId, person.id));
    await tx.delete(contactMessages).where(sameAddress(contactMessages.email, person.email));
    const byAddress = `:email:${person.email.trim().toLowerCase()}`;
    await tx
      .delete(rateLimitHits)
      .where(or(sql`right(${rateLimitHits.key}, ${byAddress.length}) = ${byAddress}`, like(rateLimitHits.key, `%:user:${person.id}`)));
    // Verification requests go with the profile (on delete cascade); their documents, after the commit.
    const verificationFiles = await verificationDocumentKeys(tx, person.id);
    await tx.delete(profiles).where(eq(profiles.id, person.id));
    return { photoFiles: files, verificationFiles };
  });
  await removeDeletedPhotoFiles(db, storage, photoFiles);
  await storage.remove(verificationFiles);
}

/** The last email to the address: what was done, so a closure the person did not make is noticed. */
export async function sendClosureEmail(mailer: Mailer, email: string, siteUrl: string): Promise<void> {
  await mailer.send({
    to: email,
    subject: "Your AeroMarket account is closed",
    text: [
      "Your AeroMarket account has been closed, as you asked.",
      "",
      "Your listings are withdrawn, your saved aircraft, saved searches and alerts are deleted, and you can no longer sign in.",
      "The people you wrote to keep your conversations, under the name Former member.",
      `What we keep, and why: ${siteUrl}/privacy`,
      "",
      `You are welcome back at any time: ${siteUrl}/register`,
      `If you did not close your account, tell our team at once through ${siteUrl}/contact (no account is needed to write).`,
      "",
    ].join("\n"),
  });
}

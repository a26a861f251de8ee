import { and, count, eq, isNull, ne, not } from "drizzle-orm";
import type { Database } from "../db/database";
import { contactMessages, listings, operatorActions, profiles } from "../db/schema";
import { openReportCount } from "../reports/report-queue.server";
import { listingIsSample } from "../listings/listings.server";

/** `activeListings`: real ones in the catalogue; the sample inventory is counted apart. */
export type ConsoleCounts = { openSupportMessages: number; openReports: number; accounts: number; activeListings: number; sampleListings: number; auditEntries: number };

/** The figures on the console's first page. */
export async function consoleCounts(db: Database): Promise<ConsoleCounts> {
  const total = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
  const [openSupportMessages, openReports, accounts, activeListings, sampleListings, auditEntries] = await Promise.all([
    total(db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.answeredAt))),
    openReportCount(db),
    total(db.select({ total: count() }).from(profiles).where(eq(profiles.isSample, false))),
    total(db.select({ total: count() }).from(listings).where(and(eq(listings.status, "active"), not(listingIsSample)))),
    total(db.select({ total: count() }).from(listings).where(and(listingIsSample, ne(listings.status, "deleted")))),
    total(db.select({ total: count() }).from(operatorActions)),
  ]);
  return { openSupportMessages, openReports, accounts, activeListings, sampleListings, auditEntries };
}

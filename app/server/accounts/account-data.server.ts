import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { inquiryMessages, listingPhotos, listingReports, listings, profiles, savedAircraft, savedAircraftAlerts, savedSearches, savedSearchMatches } from "../db/schema";
import { buyerInquiries, sellerInquiries } from "../inquiries/inquiry-threads.server";
import type { Reader } from "../inquiries/inquiry-access.server";

/**
 * Everything the app's tables hold about the person, for their own download: profile and
 * email choices, listings (drafts and withdrawn ones included) with their photos, the
 * conversations they are part of, saved aircraft, saved searches and the alerts of both, and their reports.
 */
export async function personalData(db: Database, person: Reader) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, person.id));
  const [ownListings, sent, received, saved, searches, aircraftAlerts, reports] = await Promise.all([
    db.select().from(listings).where(eq(listings.sellerId, person.id)).orderBy(asc(listings.id)),
    buyerInquiries(db, person),
    sellerInquiries(db, person),
    db
      .select({ listingId: savedAircraft.listingId, aircraft: listings.name, savedAt: savedAircraft.createdAt })
      .from(savedAircraft)
      .innerJoin(listings, eq(listings.id, savedAircraft.listingId))
      .where(eq(savedAircraft.userId, person.id)),
    db.select().from(savedSearches).where(eq(savedSearches.buyerId, person.id)).orderBy(asc(savedSearches.id)),
    db.select().from(savedAircraftAlerts).where(eq(savedAircraftAlerts.buyerId, person.id)).orderBy(asc(savedAircraftAlerts.id)),
    db
      .select({
        listingId: listingReports.listingId,
        aircraft: listings.name,
        messageId: listingReports.inquiryMessageId,
        reason: listingReports.reason,
        note: listingReports.note,
        reportedAt: listingReports.createdAt,
        outcome: listingReports.outcome,
        decidedAt: listingReports.resolvedAt,
      })
      .from(listingReports)
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(eq(listingReports.reporterId, person.id))
      .orderBy(asc(listingReports.id)),
  ]);
  const listingIds = ownListings.map((listing) => listing.id);
  const inquiryIds = [...sent, ...received].map((inquiry) => inquiry.id);
  const searchIds = searches.map((search) => search.id);
  const [photos, messages, searchAlerts] = await Promise.all([
    listingIds.length ? db.select().from(listingPhotos).where(inArray(listingPhotos.listingId, listingIds)) : [],
    inquiryIds.length ? db.select().from(inquiryMessages).where(inArray(inquiryMessages.inquiryId, inquiryIds)).orderBy(asc(inquiryMessages.id)) : [],
    searchIds.length ? db.select().from(savedSearchMatches).where(inArray(savedSearchMatches.savedSearchId, searchIds)) : [],
  ]);
  const conversation = (inquiry: { id: number }) => ({
    ...inquiry,
    messages: messages.filter((message) => message.inquiryId === inquiry.id).map(({ author, body, createdAt }) => ({ author, body, createdAt })),
  });
  return {
    profile: profile ?? null,
    listings: ownListings.map(({ search: _search, ...listing }) => ({
      ...listing,
      photos: photos.filter((photo) => photo.listingId === listing.id).map(({ storageKey, width, height, position, isCover, createdAt }) => ({ storageKey, width, height, position, isCover, createdAt })),
    })),
    inquiriesSent: sent.map(conversation),
    inquiriesReceived: received.map(conversation),
    savedAircraft: saved,
    savedSearches: searches.map((search) => ({ ...search, alerts: searchAlerts.filter((alert) => alert.savedSearchId === search.id) })),
    savedAircraftAlerts: aircraftAlerts,
    reports,
  };
}

import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database";
import {
  contactMessages,
  inquiryMessages,
  listingDocumentGrants,
  listingDocuments,
  listingPhotos,
  listingPriceChanges,
  listingReports,
  listings,
  listingViewsDaily,
  operatorActions,
  operators,
  profiles,
  savedAircraft,
  savedAircraftAlerts,
  savedSearches,
  savedSearchMatches,
  sellerVerifications,
} from "../db/schema";
import { buyerInquiries, sellerInquiries } from "../inquiries/inquiry-threads.server";
import { dealsOfConversations } from "../deals/deal-data.server";
import type { Reader } from "../inquiries/inquiry-access.server";

/**
 * Everything the app's tables hold about the person, for their own download: profile and
 * email choices, listings (drafts and withdrawn ones included) with their photos, documents,
 * price changes and daily views, the conversations they are part of with the documents
 * shared in them, saved aircraft, saved searches and the alerts of both, their reports,
 * verification requests, Contact Us messages, operator role and the team's log entries
 * about them. Where each table goes: personal-data-tables.server.ts.
 */
export async function personalData(db: Database, person: Reader) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, person.id));
  const [ownListings, sent, received, saved, searches, aircraftAlerts, reports, verificationRequests, contact, operatorRole] = await Promise.all([
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
        id: listingReports.id,
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
    db.select().from(sellerVerifications).where(eq(sellerVerifications.sellerId, person.id)).orderBy(asc(sellerVerifications.id)),
    // Contact Us messages are kept by the address they came from, which is the account's.
    db
      .select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${person.email.trim().toLowerCase()}`)
      .orderBy(asc(contactMessages.id)),
    db.select({ grantedAt: operators.grantedAt }).from(operators).where(eq(operators.userId, person.id)),
  ]);
  const listingIds = ownListings.map((listing) => listing.id);
  const inquiryIds = [...sent, ...received].map((inquiry) => inquiry.id);
  const searchIds = searches.map((search) => search.id);
  const [photos, documents, priceChanges, views, messages, shared, searchAlerts, teamLog] = await Promise.all([
    listingIds.length ? db.select().from(listingPhotos).where(inArray(listingPhotos.listingId, listingIds)) : [],
    listingIds.length ? db.select().from(listingDocuments).where(inArray(listingDocuments.listingId, listingIds)).orderBy(asc(listingDocuments.id)) : [],
    listingIds.length ? db.select().from(listingPriceChanges).where(inArray(listingPriceChanges.listingId, listingIds)).orderBy(asc(listingPriceChanges.id)) : [],
    listingIds.length ? db.select().from(listingViewsDaily).where(inArray(listingViewsDaily.listingId, listingIds)).orderBy(asc(listingViewsDaily.day)) : [],
    inquiryIds.length ? db.select().from(inquiryMessages).where(inArray(inquiryMessages.inquiryId, inquiryIds)).orderBy(asc(inquiryMessages.id)) : [],
    inquiryIds.length
      ? db
          .select({ inquiryId: listingDocumentGrants.inquiryId, document: listingDocuments.name, sharedAt: listingDocumentGrants.createdAt })
          .from(listingDocumentGrants)
          .innerJoin(listingDocuments, eq(listingDocuments.id, listingDocumentGrants.documentId))
          .where(inArray(listingDocumentGrants.inquiryId, inquiryIds))
      : [],
    searchIds.length ? db.select().from(savedSearchMatches).where(inArray(savedSearchMatches.savedSearchId, searchIds)) : [],
    teamLogAbout(db, person.id, {
      account: [person.id],
      listing: listingIds.map(String),
      report: reports.map((report) => String(report.id)),
      "seller-verification": verificationRequests.map((request) => String(request.id)),
      "contact-message": contact.map((message) => String(message.id)),
      // The team's answers in a sample listing's conversations.
      inquiry: inquiryIds.map(String),
    }),
  ]);
  const dealRounds = await dealsOfConversations(db, inquiryIds);
  const conversation = (inquiry: { id: number }) => ({
    ...inquiry,
    messages: messages.filter((message) => message.inquiryId === inquiry.id).map(({ author, body, createdAt }) => ({ author, body, createdAt })),
    documentsShared: shared.filter((grant) => grant.inquiryId === inquiry.id).map(({ document, sharedAt }) => ({ document, sharedAt })),
    deals: dealRounds.get(inquiry.id) ?? [],
  });
  return {
    profile: profile ?? null,
    listings: ownListings.map(({ search: _search, ...listing }) => ({
      ...listing,
      photos: photos.filter((photo) => photo.listingId === listing.id).map(({ storageKey, width, height, position, isCover, createdAt }) => ({ storageKey, width, height, position, isCover, createdAt })),
      // The file itself opens at its address for its seller, signed in.
      documents: documents
        .filter((document) => document.listingId === listing.id)
        .map(({ id, name, format, bytes, access, createdAt }) => ({ name, format, bytes, access, uploadedAt: createdAt, file: `/documents/${id}` })),
      priceChanges: priceChanges.filter((change) => change.listingId === listing.id).map(({ oldPrice, newPrice, changedAt }) => ({ oldPrice, newPrice, changedAt })),
      viewsByDay: views.filter((view) => view.listingId === listing.id).map(({ day, views: count }) => ({ day, views: count })),
    })),
    inquiriesSent: sent.map(conversation),
    inquiriesReceived: received.map(conversation),
    savedAircraft: saved,
    savedSearches: searches.map((search) => ({ ...search, alerts: searchAlerts.filter((alert) => alert.savedSearchId === search.id) })),
    savedAircraftAlerts: aircraftAlerts,
    reports,
    // The proof document is described, not attached: only operators open it (/privacy).
    verificationRequests: verificationRequests.map(({ documentKey: _documentKey, documentName, documentType, decidedBy: _decidedBy, ...request }) => ({
      ...request,
      proofDocument: { name: documentName, type: documentType },
    })),
    contactMessages: contact.map(({ answeredBy: _answeredBy, ...message }) => message),
    operatorRole: operatorRole[0] ?? null,
    teamLog,
  };
}

/**
 * The team's log entries about what the person holds (their account, listings, reports,
 * requests, messages and conversations) and those they made as an operator. Other operators' names stay out.
 */
function teamLogAbout(db: Database, personId: string, targets: Record<string, string[]>) {
  const about: SQL[] = Object.entries(targets)
    .filter(([, ids]) => ids.length > 0)
    .map(([type, ids]) => and(eq(operatorActions.targetType, type), inArray(operatorActions.targetId, ids))!);
  return db
    .select({ action: operatorActions.action, targetType: operatorActions.targetType, targetId: operatorActions.targetId, reason: operatorActions.reason, at: operatorActions.createdAt })
    .from(operatorActions)
    .where(or(eq(operatorActions.operatorId, personId), ...about))
    .orderBy(asc(operatorActions.id));
}

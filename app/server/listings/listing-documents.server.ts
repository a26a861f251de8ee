/**
 * A listing's documents: storing them, listing them for the seller and for buyers, and
 * the one access rule for their files (`mayOpenDocument`), which the download route,
 * the detail page and the conversation all read through here.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  DOCUMENT_LISTING_DELETED_MESSAGE,
  DOCUMENT_ROOM_MESSAGE,
  type DocumentAccess,
  type DocumentFormat,
  FORMAT_DETAILS,
  type ListingDocument,
  MAX_DOCUMENTS_PER_LISTING,
  mayOpenDocument,
  type ThreadDocument,
} from "~/domain/listings/listing-documents";
import { CLOSED_ACCOUNT_EMAIL } from "~/domain/accounts/settings";
import { PUBLIC_STATUSES, type ListingStatus } from "~/domain/listings/listing";
import type { Database } from "../db/database";
import { inquiries, listingDocumentGrants, listingDocuments, listings } from "../db/schema";
import { buyerWantsInquiryEmails } from "../inquiries/inquiries.server";
import { asSeller, type Reader } from "../inquiries/inquiry-access.server";
import { deliver, inquiryClaimUrl, type InquiryMail, threadPath } from "../inquiries/inquiry-mail.server";
import type { FileStorage } from "../platform/storage.server";
import { visibleToBuyers } from "./listings.server";

/** A file read from an upload, its format judged from its content. */
export type DocumentUpload = { name: string; format: DocumentFormat; bytes: Uint8Array; access: DocumentAccess };

/** An upload the listing has no room for, or a listing deleted meanwhile; the message is for the seller. */
export class DocumentRoomError extends Error {
  override name = "DocumentRoomError";
}

const documentColumns = {
  id: listingDocuments.id,
  name: listingDocuments.name,
  format: listingDocuments.format,
  bytes: listingDocuments.bytes,
  access: listingDocuments.access,
};

/**
 * Under the listing's own prefix, so a deleted listing's documents leave storage with its
 * photos; a random name, so the path says nothing a stranger could guess.
 */
function documentPath(listingId: number, format: DocumentFormat): string {
  return `listings/${listingId}/documents/${randomUUID()}.${FORMAT_DETAILS[format].extension}`;
}

/**
 * Stores a document: the file first, then, with the listing locked (two uploads at once
 * cannot pass MAX_DOCUMENTS_PER_LISTING between them), its row. When the row cannot be
 * added the file is removed again. Throws DocumentRoomError when the listing is full or
 * was deleted meanwhile.
 */
export async function addListingDocument(db: Database, storage: FileStorage, listingId: number, upload: DocumentUpload): Promise<number> {
  const path = documentPath(listingId, upload.format);
  await storage.upload(path, upload.bytes, { contentType: FORMAT_DETAILS[upload.format].contentType });
  try {
    return await db.transaction(async (tx) => {
      const [listing] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId)).for("update");
      if (!listing || listing.status === "deleted") throw new DocumentRoomError(DOCUMENT_LISTING_DELETED_MESSAGE);
      const [stored] = await tx.select({ total: count() }).from(listingDocuments).where(eq(listingDocuments.listingId, listingId));
      if ((stored?.total ?? 0) >= MAX_DOCUMENTS_PER_LISTING) throw new DocumentRoomError(DOCUMENT_ROOM_MESSAGE);
      const [row] = await tx
        .insert(listingDocuments)
        .values({ listingId, name: upload.name, format: upload.format, bytes: upload.bytes.byteLength, access: upload.access, storagePath: path })
        .returning({ id: listingDocuments.id });
      if (!row) throw new Error("Inserting a document returned no row");
      return row.id;
    });
  } catch (error) {
    await storage.remove([path]).catch(() => undefined);
    throw error;
  }
}

/** How many documents the listing has. */
export async function documentCount(db: Database, listingId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(listingDocuments).where(eq(listingDocuments.listingId, listingId));
  return row?.total ?? 0;
}

/**
 * The outer query's document, named with its table: drizzle leaves a single-table query's
 * columns unqualified, and inside a subquery a bare "id" would be the inquiry's.
 */
const outerDocumentId = sql`${sql.identifier("listing_documents")}.${sql.identifier("id")}`;

/** Whether this viewer is the buyer of an inquiry in which the seller shared the document. */
function grantedTo(viewerId: string | null): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`.mapWith(Boolean);
  return sql<boolean>`exists (select 1 from ${listingDocumentGrants} join ${inquiries} on ${inquiries.id} = ${listingDocumentGrants.inquiryId} where ${listingDocumentGrants.documentId} = ${outerDocumentId} and ${inquiries.buyerId} = ${viewerId})`.mapWith(Boolean);
}

/** Whether the document is shared in this inquiry. */
function sharedIn(inquiryId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${listingDocumentGrants} where ${listingDocumentGrants.documentId} = ${outerDocumentId} and ${listingDocumentGrants.inquiryId} = ${inquiryId})`.mapWith(Boolean);
}

/**
 * A listing's documents in upload order, each saying whether this viewer (null: a
 * visitor) may open it. The listing's public status is the caller's to know: the detail
 * page reads public listings only, the seller's pages their own.
 */
export async function listingDocumentsFor(db: Database, listingId: number, viewerId: string | null): Promise<ListingDocument[]> {
  const [listing] = await db.select({ sellerId: listings.sellerId, status: listings.status }).from(listings).where(eq(listings.id, listingId));
  if (!listing) return [];
  const isSeller = viewerId !== null && listing.sellerId === viewerId;
  const rows = await db
    .select({ ...documentColumns, granted: grantedTo(isSeller ? null : viewerId) })
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId))
    .orderBy(asc(listingDocuments.id));
  return documentsFor(rows, listing, viewerId);
}

type ListingAccess = { sellerId: string | null; status: ListingStatus };
type DocumentRow = Omit<ListingDocument, "downloadable"> & { granted: boolean };

/**
 * The listing's documents as one JSON value of a query about the listing (`listingId`: its id
 * there), each with whether the viewer's inquiries were given it; documentsFor then says which
 * the viewer may open. The aircraft page reads them with the listing (aircraft-page-read.server.ts).
 */
export function documentRowsAs(listingId: SQLWrapper, viewerId: string | null): SQL<DocumentRow[]> {
  return sql<DocumentRow[]>`(SELECT coalesce(json_agg(json_build_object('id', ${outerDocumentId}, 'name', ${listingDocuments.name}, 'format', ${listingDocuments.format},
    'bytes', ${listingDocuments.bytes}, 'access', ${listingDocuments.access}, 'granted', ${grantedTo(viewerId)}) ORDER BY ${outerDocumentId}), '[]'::json)
    FROM ${listingDocuments} WHERE ${listingDocuments.listingId} = ${listingId})`;
}

/** The rows read (documentRowsAs, listingDocumentsFor), with whether this viewer may open each. */
export function documentsFor(rows: DocumentRow[], listing: ListingAccess, viewerId: string | null): ListingDocument[] {
  const isSeller = viewerId !== null && listing.sellerId === viewerId;
  const listingPublic = isPublic(listing.status);
  return rows.map(({ granted, ...document }) => ({ ...document, downloadable: mayOpenDocument(document, listingPublic, { isSeller, granted }) }));
}

/** The file a viewer asked for, when the access rule lets them open it; null (a 404) otherwise, as for a document that does not exist. */
export async function documentServing(
  db: Database,
  documentId: number,
  viewerId: string | null,
): Promise<{ storagePath: string; name: string; format: DocumentFormat; access: DocumentAccess } | null> {
  const [row] = await db
    .select({
      storagePath: listingDocuments.storagePath,
      name: listingDocuments.name,
      format: listingDocuments.format,
      access: listingDocuments.access,
      status: listings.status,
      sellerId: listings.sellerId,
      visible: visibleToBuyers.mapWith(Boolean),
      granted: grantedTo(viewerId),
    })
    .from(listingDocuments)
    .innerJoin(listings, eq(listings.id, listingDocuments.listingId))
    .where(eq(listingDocuments.id, documentId));
  if (!row || row.status === "deleted") return null;
  const isSeller = viewerId !== null && row.sellerId === viewerId;
  // A listing operators hid, or whose seller is suspended, is no listing to buyers: nor are its documents.
  const listingPublic = isPublic(row.status) && Boolean(row.visible);
  if (!mayOpenDocument(row, listingPublic, { isSeller, granted: row.granted })) return null;
  return { storagePath: row.storagePath, name: row.name, format: row.format, access: row.access };
}

/** Makes a document public or on request; false when the listing has no such document. Shares made stay, for when it is on request again. */
export async function setDocumentAccess(db: Database, listingId: number, documentId: number, access: DocumentAccess): Promise<boolean> {
  const rows = await db
    .update(listingDocuments)
    .set({ access })
    .where(and(eq(listingDocuments.id, documentId), eq(listingDocuments.listingId, listingId)))
    .returning({ id: listingDocuments.id });
  return rows.length > 0;
}

/** Deletes a document, its shares and its file; false when the listing has no such document. */
export async function deleteDocument(db: Database, storage: FileStorage, listingId: number, documentId: number): Promise<boolean> {
  const [row] = await db
    .delete(listingDocuments)
    .where(and(eq(listingDocuments.id, documentId), eq(listingDocuments.listingId, listingId)))
    .returning({ storagePath: listingDocuments.storagePath });
  if (!row) return false;
  // The row is gone, so nobody is served the file any more; storage failing now leaves an orphan that storage:check lists.
  await storage.remove([row.storagePath]).catch((error: unknown) => console.error(`Removing document file ${row.storagePath} failed (npm run storage:check lists it):`, error));
  return true;
}

/**
 * In the transaction that deletes listings: removes their documents' rows (and with them
 * every share) and gives back their files' paths, for `removeDeletedPhotoFiles` to remove
 * with the photos' once it has committed.
 */
export async function dropListingDocuments(tx: Pick<Database, "delete">, listingIds: number[]): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await tx.delete(listingDocuments).where(inArray(listingDocuments.listingId, listingIds)).returning({ storagePath: listingDocuments.storagePath });
  return rows.map((row) => row.storagePath);
}

/**
 * The documents a conversation shows: to its seller, the listing's on-request documents,
 * each shared with this buyer or not; to its buyer, the ones the seller shared with them.
 */
export async function threadDocuments(db: Database, inquiryId: number, listingId: number, role: "buyer" | "seller"): Promise<ThreadDocument[]> {
  const rows = await db
    .select({
      id: listingDocuments.id,
      name: listingDocuments.name,
      format: listingDocuments.format,
      bytes: listingDocuments.bytes,
      shared: sharedIn(inquiryId),
    })
    .from(listingDocuments)
    .where(and(eq(listingDocuments.listingId, listingId), eq(listingDocuments.access, "on-request")))
    .orderBy(asc(listingDocuments.id));
  return role === "seller" ? rows : rows.filter((row) => row.shared);
}

/**
 * Shares an on-request document with the buyer of an inquiry, or takes it back, for the
 * inquiry's seller only. False (a 404) when the reader is not its seller, or the document
 * is not one of the inquiry's listing's on-request documents.
 */
export async function shareDocument(db: Database, mail: InquiryMail, seller: Reader, inquiryId: number, documentId: number, share: boolean): Promise<boolean> {
  const shared = await db.transaction(async (tx) => {
    const [match] = await tx
      .select({
        document: listingDocuments.name,
        aircraft: listings.name,
        buyerEmail: inquiries.buyerEmail,
        guest: sql<boolean>`${inquiries.buyerId} is null`.mapWith(Boolean),
        buyerWantsEmail: buyerWantsInquiryEmails(),
      })
      .from(inquiries)
      .innerJoin(listingDocuments, eq(listingDocuments.listingId, inquiries.listingId))
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .where(and(eq(inquiries.id, inquiryId), asSeller(seller), eq(listingDocuments.id, documentId), eq(listingDocuments.access, "on-request")));
    if (!match) return null;
    if (!share) {
      await tx.delete(listingDocumentGrants).where(and(eq(listingDocumentGrants.documentId, documentId), eq(listingDocumentGrants.inquiryId, inquiryId)));
      return { match, granted: false };
    }
    const granted = await tx.insert(listingDocumentGrants).values({ documentId, inquiryId }).onConflictDoNothing().returning({ documentId: listingDocumentGrants.documentId });
    return { match, granted: granted.length > 0 };
  });
  if (!shared) return false;
  const { match, granted } = shared;
  // Only a new share is news; a buyer who closed their account or turned inquiry emails off gets none.
  if (granted && match.buyerEmail !== CLOSED_ACCOUNT_EMAIL && match.buyerWantsEmail) {
    deliver(mail, {
      to: match.buyerEmail,
      subject: `The seller shared a document about the ${match.aircraft}`,
      text: [
        `The seller of the ${match.aircraft} shared "${match.document}" with you.`,
        "",
        `Download it, signed in, from your conversation on AeroMarket: ${mail.siteUrl}${threadPath(inquiryId)}`,
        ...(match.guest ? ["", `To keep this conversation in your AeroMarket account, open this link and sign in or register: ${inquiryClaimUrl(mail, inquiryId)}`] : []),
      ].join("\n"),
    });
  }
  return true;
}

function isPublic(status: ListingStatus): boolean {
  return (PUBLIC_STATUSES as readonly ListingStatus[]).includes(status);
}

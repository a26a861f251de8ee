import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { inquiries } from "./inquiries";
import { listings } from "./listings";

/**
 * A record a seller attached to a listing: a logbook, a spec sheet, an inspection report.
 * The file is kept through the storage module at `storage_path`, a random name no page
 * shows; buyers reach it only through /documents/{id}, which checks who asks.
 */
export const listingDocuments = pgTable(
  "listing_documents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** What buyers read, such as "Airframe logbook"; the uploaded file's name when the seller gave none. */
    name: text().notNull(),
    /** The format its first bytes announced, never its file name. */
    format: text({ enum: ["pdf", "jpeg", "png", "webp"] }).notNull(),
    bytes: integer().notNull(),
    /** Public: anyone may download it. On request: its name shows, the file goes to the buyers the seller shares it with. */
    access: text({ enum: ["public", "on-request"] }).notNull(),
    storagePath: text("storage_path").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("listing_documents_listing_idx").on(table.listingId, table.id), check("listing_documents_bytes_check", sql`${table.bytes} > 0`)],
);

/**
 * An on-request document shared with the buyer of one inquiry, from that conversation.
 * Keyed by the inquiry rather than an account, so a guest's inquiry gives its buyer the
 * documents once they add it to their account; removing the row takes the access back.
 */
export const listingDocumentGrants = pgTable(
  "listing_document_grants",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => listingDocuments.id, { onDelete: "cascade" }),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.inquiryId] }), index("listing_document_grants_inquiry_idx").on(table.inquiryId)],
);

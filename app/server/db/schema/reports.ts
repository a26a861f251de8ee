import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPORT_OUTCOMES, REPORT_REASONS } from "../../../domain/reports/reports";
import { profiles } from "./accounts";
import { inquiryMessages } from "./inquiries";
import { listings } from "./listings";

/**
 * A signed-in member's report of a listing, or of a message in one of their inquiry
 * threads (then `inquiry_message_id` names it and `listing_id` is its inquiry's listing).
 * Open until an operator dismisses it or hides the listing; the reporter is emailed the
 * outcome. Reports go with the reporter's account when it is closed (cascade).
 */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    inquiryMessageId: integer("inquiry_message_id").references(() => inquiryMessages.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    note: text().notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text({ enum: REPORT_OUTCOMES }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
  },
  (table) => [
    // The queue reads open reports oldest first.
    index("listing_reports_open_idx").on(table.createdAt, table.id).where(sql`${table.resolvedAt} is null`),
    index("listing_reports_listing_idx").on(table.listingId),
    // One open report per member per listing (or per message): a second submit adds nothing.
    uniqueIndex("listing_reports_open_once_idx")
      .on(table.reporterId, table.listingId, sql`coalesce(${table.inquiryMessageId}, 0)`)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

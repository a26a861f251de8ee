import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { listings } from "./listings";

/**
 * A buyer's message to the seller of one listing, and the start of their
 * conversation. The recipient is fixed when it is sent: the owning account, or
 * for a listing no account owns, its contact email. A guest buyer is known by
 * email only until that address signs in.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id").references(() => profiles.id, { onDelete: "set null" }),
    sellerEmail: text("seller_email").notNull(),
    buyerId: uuid("buyer_id"),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerPhone: text("buyer_phone"),
    message: text().notNull(),
    status: text({ enum: ["new", "replied"] }).notNull().default("new"),
    /** Chosen by the form that sent it, so a second submit of the same form stores nothing. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("inquiries_listing_idx").on(table.listingId),
    index("inquiries_seller_idx").on(table.sellerId),
    index("inquiries_seller_email_idx").on(sql`lower(${table.sellerEmail})`),
    index("inquiries_buyer_idx").on(table.buyerId),
    index("inquiries_buyer_email_idx").on(sql`lower(${table.buyerEmail})`),
  ],
);

/** The conversation of an inquiry, its opening message included, oldest first. */
export const inquiryMessages = pgTable(
  "inquiry_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    author: text({ enum: ["buyer", "seller"] }).notNull(),
    /**
     * AeroMarket's team wrote it, answering in a sample listing's made-up seller's place
     * (author "seller"): it reads as the team's, also once a real seller takes the listing over.
     */
    byTeam: boolean("by_team").notNull().default(false),
    body: text().notNull(),
    /** Made with the reply form, so a reply submitted twice is stored once (null for an inquiry's opening message). */
    idempotencyKey: text("idempotency_key").unique("inquiry_messages_idempotency_key_unique"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_messages_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A buyer's or seller's public profile, keyed by their auth user id (a sample seller's is made up). */
export const profiles = pgTable("profiles", {
  id: uuid().primaryKey(),
  email: text().notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  userType: text("user_type", { enum: ["buyer", "seller"] }).notNull(),
  company: text(),
  phone: text().notNull(),
  /**
   * A sample seller: owns part of the sample inventory so that every listing has an
   * owner, but has no sign-in. The account that confirms the same email takes its
   * listings over (listing-ownership.server.ts).
   */
  isSample: boolean("is_sample").notNull().default(false),
  /** Whether news of the buyer's saved aircraft (price drops, pending, sold) is emailed. */
  aircraftAlerts: boolean("aircraft_alerts").notNull().default(true),
  /** Whether the buyer's saved searches email their alerts at all (each search keeps its own frequency). */
  searchAlerts: boolean("search_alerts").notNull().default(true),
  /** Whether new inquiries and replies are emailed; they wait on the dashboard either way. */
  inquiryEmails: boolean("inquiry_emails").notNull().default(true),
  /** Set by an operator: the account cannot sign in or publish, and its listings leave the catalogue. */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { listings } from "./listings";

export const savedAircraft = pgTable(
  "saved_aircraft",
  {
    userId: uuid("user_id").notNull(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] })],
);

/**
 * A buyer's saved search: a catalogue search (its text, filters and sort) or an
 * /ai-match mission (`requirements`, the answers of the match form), with the
 * frequency of its email alerts. `criteriaKey` is the search in one canonical
 * string, so saving the same search twice keeps one.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text().notNull(),
    kind: text({ enum: ["catalog", "match"] }).notNull(),
    q: text().notNull().default(""),
    category: text().notNull().default("all"),
    price: text().notNull().default("all"),
    sort: text().notNull().default("newest"),
    /** A catalogue search's facets (app/domain/catalog/facets.ts), as parseFacets accepted them; null: none. */
    facets: jsonb(),
    requirements: jsonb(),
    /**
     * A catalogue search's filters as the catalogue applies them (catalogFilterOf), kept
     * when it is saved so that one statement can test every saved search against a
     * listing: the prefix tsquery of its words, its category and its price band. Null: not set.
     */
    filterTsquery: text("filter_tsquery"),
    filterCategory: text("filter_category"),
    filterMinPrice: bigint("filter_min_price", { mode: "number" }),
    filterMaxPrice: bigint("filter_max_price", { mode: "number" }),
    filterManufacturer: text("filter_manufacturer"),
    filterModel: text("filter_model"),
    filterMinYear: integer("filter_min_year"),
    filterMaxYear: integer("filter_max_year"),
    filterMaxTotalTime: integer("filter_max_total_time"),
    filterMinSeats: integer("filter_min_seats"),
    filterRegion: text("filter_region"),
    /** "Within 250 nm of KTEB": the airport's place and the radius, all three null when not set. */
    filterNearLatitude: doublePrecision("filter_near_latitude"),
    filterNearLongitude: doublePrecision("filter_near_longitude"),
    filterRadiusNm: integer("filter_radius_nm"),
    criteriaKey: text("criteria_key").notNull(),
    frequency: text({ enum: ["instant", "daily", "weekly", "off"] }).notNull().default("daily"),
    /** When the buyer last ran it: listings that matched later count as new. */
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its last alert went out; a daily or weekly digest is due a day or a week later. */
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("saved_searches_buyer_criteria_idx").on(table.buyerId, table.criteriaKey),
    index("saved_searches_frequency_idx").on(table.frequency),
  ],
);

/**
 * Each listing that came to match a saved search after it was saved, once: the
 * primary key is the once-only rule of its alerts. `alertState` is pending until
 * an alert carries it (sent), or skipped when alerts for the search were off.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    alertState: text("alert_state", { enum: ["pending", "sent", "skipped"] }).notNull().default("pending"),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.listingId] }),
    index("saved_search_matches_pending_idx").on(table.savedSearchId).where(sql`${table.alertState} = 'pending'`),
  ],
);

/**
 * News about an aircraft a buyer saved (the heart): its asking price dropped, it was
 * marked pending or sold, or it came back on the market. Written with the change, sent by
 * the alert sender.
 */
export const savedAircraftAlerts = pgTable(
  "saved_aircraft_alerts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    buyerId: uuid("buyer_id").notNull(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text({ enum: ["price-drop", "pending", "sold", "back-on-market"] }).notNull(),
    oldPrice: bigint("old_price", { mode: "number" }),
    newPrice: bigint("new_price", { mode: "number" }),
    alertState: text("alert_state", { enum: ["pending", "sent", "skipped"] }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (table) => [index("saved_aircraft_alerts_pending_idx").on(table.buyerId).where(sql`${table.alertState} = 'pending'`)],
);

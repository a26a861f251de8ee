import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  type ExtraConfigColumn,
  date,
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
import { LISTING_STATUSES } from "../../domain/listings/listing";
import type { AviationFacts } from "../../domain/listings/aviation";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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

/** A descending index key that sorts as drizzle's desc() does: nulls first, Postgres's default for DESC. */
const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();
const active = (table: { status: AnyPgColumn }) => sql`${table.status} = 'active'`;

export const listings = pgTable(
  "listings",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    sellerId: uuid("seller_id").references(() => profiles.id, { onDelete: "set null" }),
    name: text().notNull(),
    manufacturer: text().notNull(),
    model: text().notNull(),
    year: integer().notNull(),
    category: text({ enum: ["single-engine", "multi-engine", "turboprop", "business-jet", "commercial", "helicopter"] }).notNull(),
    price: bigint({ mode: "number" }).notNull(),
    location: text().notNull(),
    totalTimeHours: integer("total_time_hours").notNull(),
    maxSpeedKts: integer("max_speed_kts").notNull(),
    cruiseSpeedKts: integer("cruise_speed_kts").notNull(),
    rangeNm: integer("range_nm").notNull(),
    ceilingFt: integer("ceiling_ft").notNull(),
    fuelCapacityGal: integer("fuel_capacity_gal").notNull(),
    baggageCuFt: integer("baggage_cu_ft").notNull(),
    seats: integer().notNull(),
    usefulLoadLbs: integer("useful_load_lbs").notNull(),
    registration: text().notNull(),
    serialNumber: text("serial_number").notNull(),
    description: text().notNull(),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    // Validated by the sections' zod schemas in app/domain/listings/aviation.ts (docs/decisions/011).
    aviation: jsonb().$type<AviationFacts>().notNull().default({}),
    availableInMonths: integer("available_in_months").notNull().default(0),
    status: text({ enum: LISTING_STATUSES }).notNull().default("active"),
    /** Set by an operator (with the reason, shown to the seller): gone from the catalogue and its page for everyone else. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    isFeatured: boolean("is_featured").notNull().default(false),
    views: integer().notNull().default(0),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactCompany: text("contact_company").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the catalogue searches, strongest first: title, maker, model, registration and
     * serial (A), features (B), description and place (C), apart by commas so that no designation joins across two. search_words() (drizzle/0020_search.sql)
     * is the rule of app/domain/catalog/search-words.ts; the 'simple' configuration stems nothing.
     */
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', search_words(name || ', ' || manufacturer || ', ' || model || ', ' || registration || ', ' || serial_number)), 'A') || setweight(to_tsvector('simple', search_words_of(features)), 'B') || setweight(to_tsvector('simple', search_words(description || ', ' || location)), 'C')`,
      ),
  },
  (table) => [
    // No pending list: PGlite has no autovacuum to flush it, and a full one makes the planner skip this index.
    index("listings_search_idx").using("gin", table.search).with({ fastupdate: false }),
    index("listings_seller_idx").on(table.sellerId),
    // The catalogue reads a page of available listings in one of its orders (price-high scans
    // the price index backwards), with or without a category, and stops after a page. A
    // descending key sorts nulls first, as the queries' desc() does, or it cannot give their order.
    index("listings_active_newest_idx").on(descending(table.createdAt), descending(table.id)).where(active(table)),
    index("listings_active_price_idx").on(table.price, table.id).where(active(table)),
    index("listings_active_year_new_idx").on(descending(table.year), descending(table.createdAt), descending(table.id)).where(active(table)),
    index("listings_active_year_old_idx").on(table.year, descending(table.createdAt), descending(table.id)).where(active(table)),
    index("listings_active_category_newest_idx").on(table.category, descending(table.createdAt), descending(table.id)).where(active(table)),
    index("listings_active_category_price_idx").on(table.category, table.price, table.id).where(active(table)),
    index("listings_active_category_year_new_idx")
      .on(table.category, descending(table.year), descending(table.createdAt), descending(table.id))
      .where(active(table)),
    index("listings_active_category_year_old_idx")
      .on(table.category, table.year, descending(table.createdAt), descending(table.id))
      .where(active(table)),
    // The home page's three featured cards, without sorting the whole inventory.
    index("listings_featured_idx").on(descending(table.price), table.id).where(sql`${table.isFeatured} and ${active(table)}`),
    check("listings_price_positive", sql`${table.price} > 0`),
  ],
);

/**
 * Every word of the listings' text (letters only, four or more), for correcting a buyer's
 * typo by trigram similarity (pg_trgm). A trigger on listings adds the words of each
 * listing written; a word is never removed, so a suggestion is checked against the
 * catalogue before it is shown.
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  { word: text().primaryKey() },
  (table) => [index("search_vocabulary_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`)],
);

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
 * Each change of a published listing's asking price, for the history on its detail
 * page. A draft's price is not recorded: no buyer has seen it yet.
 */
export const listingPriceChanges = pgTable(
  "listing_price_changes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    oldPrice: bigint("old_price", { mode: "number" }).notNull(),
    newPrice: bigint("new_price", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("listing_price_changes_listing_idx").on(table.listingId, table.changedAt.desc()),
    check("listing_price_changes_differ", sql`${table.oldPrice} <> ${table.newPrice}`),
  ],
);

/** Views per listing per day, for the seller's analytics. */
export const listingViewsDaily = pgTable(
  "listing_views_daily",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date().notNull(),
    views: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.day] })],
);

/** Small key-value facts about the database itself, such as which seed ran. */
export const appMeta = pgTable("app_meta", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the Contact Us form, for the support team. */
export const contactMessages = pgTable("contact_messages", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  topic: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when an operator answers from the console (/operator/support): the answer is emailed to the sender. */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  answeredBy: text("answered_by"),
  answer: text(),
});

/**
 * Buyers' submitted AI-match requirements, kept anonymous for seller demand
 * insights: only the structured answers and when they were given. No name,
 * account, IP address or session, and not the free-text notes, which could hold
 * any of those.
 */
export const matchRequests = pgTable(
  "match_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    aircraftType: text("aircraft_type", { enum: ["business-jet", "single-engine", "multi-engine", "turboprop", "helicopter", "commercial"] }).notNull(),
    budget: integer().notNull(),
    passengerCapacity: text("passenger_capacity", { enum: ["1-4", "5-8", "9-15", "16+"] }),
    range: text({ enum: ["short", "medium", "long", "ultra-long"] }),
    usage: text({ enum: ["business", "personal", "charter", "training", "cargo"] }),
    timeline: text({ enum: ["immediate", "short", "medium", "long"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("match_requests_created_idx").on(table.createdAt.desc()),
    check("match_requests_budget_positive", sql`${table.budget} > 0`),
  ],
);

/**
 * Fixed-window rate-limit counters, one row per key (such as "sign-in:ip:203.0.113.7").
 * Kept in the database so every server process counts against the same limits.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text().primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

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
    body: text().notNull(),
    /** Made with the reply form, so a reply submitted twice is stored once (null for an inquiry's opening message). */
    idempotencyKey: text("idempotency_key").unique("inquiry_messages_idempotency_key_unique"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_messages_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

/**
 * A photo of a listing, stored through the storage module as resized WebP renditions
 * named `${storageKey}-${width}.webp`, one per entry of `widths`. The key holds a hash
 * of the processed image, so a replaced photo gets new addresses and every address can
 * be cached for good. `width` and `height` are the largest rendition's, after rotation.
 */
export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    widths: integer().array().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: integer().notNull(),
    isCover: boolean("is_cover").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("listing_photos_listing_idx").on(table.listingId, table.position),
    // At most one cover per listing.
    uniqueIndex("listing_photos_cover_idx").on(table.listingId).where(sql`${table.isCover}`),
    check("listing_photos_size_check", sql`${table.width} > 0 and ${table.height} > 0`),
  ],
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
 * News about an aircraft a buyer saved (the heart): its asking price dropped, or it
 * was marked pending or sold. Written with the change, sent by the alert sender.
 */
export const savedAircraftAlerts = pgTable(
  "saved_aircraft_alerts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    buyerId: uuid("buyer_id").notNull(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text({ enum: ["price-drop", "pending", "sold"] }).notNull(),
    oldPrice: bigint("old_price", { mode: "number" }),
    newPrice: bigint("new_price", { mode: "number" }),
    alertState: text("alert_state", { enum: ["pending", "sent", "skipped"] }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (table) => [index("saved_aircraft_alerts_pending_idx").on(table.buyerId).where(sql`${table.alertState} = 'pending'`)],
);

/**
 * Who runs a job that only one of several app processes on one database may run,
 * such as sending alerts, until when. A process takes or renews the lease with one
 * conditional update; another may take it once it has expired.
 */
export const jobLeases = pgTable("job_leases", {
  job: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * The accounts that run the marketplace. Only `npm run operator -- grant EMAIL` writes
 * here: no page can make anyone an operator.
 */
export const operators = pgTable("operators", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action: who, what, on what, why and when. Append-only: a trigger
 * (migration 0016) refuses every UPDATE and DELETE, so no page and no bug can rewrite it.
 * The operator's email is copied in, so the entry still says who after their account is gone.
 */
export const operatorActions = pgTable(
  "operator_actions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid("operator_id"),
    operatorEmail: text("operator_email").notNull(),
    action: text().notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("operator_actions_created_idx").on(descending(table.createdAt), descending(table.id))],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LISTING_STATUSES } from "../../../domain/listings/listing";
import type { AviationFacts } from "../../../domain/listings/aviation";
import { profiles } from "./accounts";
import { active, descending, onTheMarket, tsvector } from "./columns";

export const listings = pgTable(
  "listings",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    // A draft keeps whatever the seller typed: its figures and category may be null (its
    // text fields empty) until it is published; listings_complete_unless_draft holds the rest to the full set.
    sellerId: uuid("seller_id").references(() => profiles.id, { onDelete: "set null" }),
    name: text().notNull(),
    manufacturer: text().notNull(),
    model: text().notNull(),
    year: integer(),
    category: text({ enum: ["single-engine", "multi-engine", "turboprop", "business-jet", "commercial", "helicopter"] }),
    price: bigint({ mode: "number" }),
    location: text().notNull(),
    totalTimeHours: integer("total_time_hours"),
    maxSpeedKts: integer("max_speed_kts"),
    cruiseSpeedKts: integer("cruise_speed_kts"),
    rangeNm: integer("range_nm"),
    ceilingFt: integer("ceiling_ft"),
    fuelCapacityGal: integer("fuel_capacity_gal"),
    baggageCuFt: integer("baggage_cu_ft"),
    seats: integer(),
    usefulLoadLbs: integer("useful_load_lbs"),
    registration: text().notNull(),
    serialNumber: text("serial_number").notNull(),
    description: text().notNull(),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * Where the aircraft is based: an airport of app/server/airports/airports.json (its ICAO
     * code, or the source's own ident where it has none) and its place, copied when the seller
     * names it, so the catalogue measures "within 250 nm of KTEB" without a join. Null: not given.
     */
    baseAirport: text("base_airport"),
    baseLatitude: doublePrecision("base_latitude"),
    baseLongitude: doublePrecision("base_longitude"),
    // Validated by the sections' zod schemas in app/domain/listings/aviation.ts (docs/decisions/011).
    aviation: jsonb().$type<AviationFacts>().notNull().default({}),
    availableInMonths: integer("available_in_months").notNull().default(0),
    status: text({ enum: LISTING_STATUSES }).notNull().default("active"),
    /** Set by an operator (with the reason, shown to the seller): gone from the catalogue and its page for everyone else. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** When a deal in the deal room sold it; the price only where buyer and seller both agreed to publish it (a value estimate's comparable). */
    soldAt: timestamp("sold_at", { withTimezone: true }),
    soldPrice: bigint("sold_price", { mode: "number" }),
    isFeatured: boolean("is_featured").notNull().default(false),
    /**
     * The seller has uploaded at least one photo: among listings equal on the catalogue's
     * order, these come first. Kept by a trigger on listing_photos (migration 0041), so
     * the year orders' indexes can hold it.
     */
    hasPhotos: boolean("has_photos").notNull().default(false),
    /**
     * What the catalogue's attribute filters ask of the sections (docs/decisions/049), kept
     * beside them so that their counts read small columns: hours to TBO of the engine with
     * the fewest (drizzle/0053's listing_engine_hours_remaining), ADS-B Out, no damage
     * history, complete logbooks. Null where the seller did not say.
     */
    engineHoursRemaining: integer("engine_hours_remaining").generatedAlwaysAs(sql`listing_engine_hours_remaining(aviation)`),
    adsbOut: boolean("adsb_out").generatedAlwaysAs(sql`((aviation -> 'equipment') ->> 'adsbOut') = 'yes'`),
    noDamageHistory: boolean("no_damage_history").generatedAlwaysAs(sql`((aviation -> 'history') ->> 'damage') = 'none'`),
    completeLogbooks: boolean("complete_logbooks").generatedAlwaysAs(sql`((aviation -> 'history') ->> 'logbooks') = 'yes'`),
    views: integer().notNull().default(0),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactCompany: text("contact_company").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last save, status change or reconfirmation: the "Updated" date, and the start of the listing's freshness term. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the seller was last emailed to say whether it is still for sale; before updated_at it was an earlier term's (app/domain/listings/freshness.ts). */
    freshnessReminderAt: timestamp("freshness_reminder_at", { withTimezone: true }),
    /**
     * What the catalogue searches, strongest first: title, maker, model, registration and
     * serial (A), features and the aviation sections' engines and equipment (B), description and place (C), apart by
     * commas so that no designation joins across two. search_words() (drizzle/0020_search.sql) is the rule of
     * app/domain/catalog/search-words.ts, aviation_search_text() (drizzle/0039) the sections' words; the 'simple' configuration stems nothing.
     */
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', search_words(name || ', ' || manufacturer || ', ' || model || ', ' || registration || ', ' || serial_number)), 'A') || setweight(to_tsvector('simple', search_words_of(features) || ' ' || search_words(aviation_search_text(aviation))), 'B') || setweight(to_tsvector('simple', search_words(description || ', ' || location)), 'C')`,
      ),
  },
  (table) => [
    // No pending list: PGlite has no autovacuum to flush it, and a full one makes the planner skip this index.
    // Only what buyers may find, as every search asks (catalogConditions, onTheMarket; the
    // "active" in the catalogue indexes' names predates Pending listings there): with the whole table,
    // the planner ANDed it with a bitmap of every active listing (900,000 entries at 1M).
    index("listings_search_idx").using("gin", table.search).with({ fastupdate: false }).where(sql`${onTheMarket(table)} and ${table.hiddenAt} is null`),
    index("listings_seller_idx").on(table.sellerId),
    // The catalogue reads a page of available listings in one of its orders (price-high scans
    // the price index backwards), with or without a category, and stops after a page. A
    // descending key sorts nulls first, as the queries' desc() does, or it cannot give their order.
    index("listings_active_newest_idx").on(descending(table.createdAt), descending(table.id)).where(onTheMarket(table)),
    index("listings_active_price_idx").on(table.price, table.id).where(onTheMarket(table)),
    index("listings_active_year_new_idx").on(descending(table.year), descending(table.hasPhotos), descending(table.createdAt), descending(table.id)).where(onTheMarket(table)),
    index("listings_active_year_old_idx").on(table.year, descending(table.hasPhotos), descending(table.createdAt), descending(table.id)).where(onTheMarket(table)),
    index("listings_active_category_newest_idx").on(table.category, descending(table.createdAt), descending(table.id)).where(onTheMarket(table)),
    index("listings_active_category_price_idx").on(table.category, table.price, table.id).where(onTheMarket(table)),
    index("listings_active_category_year_new_idx")
      .on(table.category, descending(table.year), descending(table.hasPhotos), descending(table.createdAt), descending(table.id))
      .where(onTheMarket(table)),
    index("listings_active_category_year_old_idx")
      .on(table.category, table.year, descending(table.hasPhotos), descending(table.createdAt), descending(table.id))
      .where(onTheMarket(table)),
    // A region filter (listingRegion, lowered as the catalogue compares it): with words, the
    // planner intersects it with the search index instead of reading every match's row. Its
    // expression's statistics are kept apart (listings_region_stats, migration 0057): the
    // planner reads none from a partial index.
    index("listings_active_region_idx").on(sql`lower(btrim(split_part(${table.location}, ',', -1)))`).where(onTheMarket(table)),
    // A value estimate's comparables of the same model family, by the model's letters and digits
    // (modelKey in app/domain/aircraft/model-families.ts; app/server/valuation/valuations.server.ts).
    // With its total time, so that the nearest in total time of a model key's year are a few
    // entries read in order (app/server/valuation/nearest-comparables.server.ts).
    index("listings_active_model_key_year_time_idx").on(sql`upper(regexp_replace(${table.model}, '[^A-Za-z0-9]', '', 'g'))`, table.year, table.totalTimeHours).where(active(table)),
    index("listings_sold_model_key_year_time_idx")
      .on(sql`upper(regexp_replace(${table.model}, '[^A-Za-z0-9]', '', 'g'))`, table.year, table.totalTimeHours)
      .where(sql`${table.status} = 'sold' and ${table.soldPrice} is not null`),
    // "Within 250 nm of KTEB": the latitude band first, then the longitudes, before measuring each.
    // It holds every column a search near an airport filters, counts or orders by, so the page's
    // ids, its count and the facets' counts read the index alone (an index-only scan), not the
    // rows in the box, which lie far apart in the table (docs/decisions/029).
    index("listings_active_base_idx")
      .on(
        table.baseLatitude,
        table.baseLongitude,
        table.category,
        table.manufacturer,
        table.model,
        table.location,
        table.year,
        table.price,
        table.totalTimeHours,
        table.seats,
        table.sellerId,
        table.hasPhotos,
        table.createdAt,
        table.id,
      )
      .where(sql`${onTheMarket(table)} and ${table.hiddenAt} is null and ${table.baseLatitude} is not null`),
    // The catalogue's facet counts read every match's maker, model, place and numbers from the
    // index alone (an index-only scan), not from the wide rows, when the search has no words.
    index("listings_active_facets_idx")
      .on(table.category, table.manufacturer, table.model, table.location, table.year, table.price, table.totalTimeHours, table.seats, table.sellerId)
      .where(sql`${onTheMarket(table)} and ${table.hiddenAt} is null`),
    // The same for the attribute filters' counts (docs/decisions/049), and the other facets' while one is in force.
    index("listings_active_attributes_idx")
      .on(
        table.category,
        table.manufacturer,
        table.model,
        table.location,
        table.year,
        table.price,
        table.totalTimeHours,
        table.seats,
        table.sellerId,
        table.hasPhotos,
        table.engineHoursRemaining,
        table.adsbOut,
        table.noDamageHistory,
        table.completeLogbooks,
      )
      .where(sql`${onTheMarket(table)} and ${table.hiddenAt} is null`),
    // The freshness round reads the active listings updated longest ago, and stops at those still fresh.
    index("listings_active_updated_idx").on(table.updatedAt).where(active(table)),
    // The home page's three featured cards, without sorting the whole inventory.
    index("listings_featured_idx").on(descending(table.price), table.id).where(sql`${table.isFeatured} and ${active(table)}`),
    check("listings_price_positive", sql`${table.price} > 0`),
    check(
      "listings_complete_unless_draft",
      sql`${table.status} in ('draft', 'deleted') or (${table.year} is not null and ${table.category} is not null and ${table.price} is not null and ${table.totalTimeHours} is not null and ${table.seats} is not null and ${table.usefulLoadLbs} is not null and ${table.maxSpeedKts} is not null and ${table.cruiseSpeedKts} is not null and ${table.rangeNm} is not null and ${table.ceilingFt} is not null and ${table.fuelCapacityGal} is not null and ${table.baggageCuFt} is not null)`,
    ),
  ],
);

/** What both summaries of the catalogue's counts are keyed by, as listings name it (a new set for each table). */
const summaryKeyColumns = () => ({
    category: text({ enum: ["single-engine", "multi-engine", "turboprop", "business-jet", "commercial", "helicopter"] }),
    manufacturer: text().notNull(),
    model: text().notNull(),
    location: text().notNull(),
    year: integer(),
    price: bigint({ mode: "number" }),
    totalTimeHours: integer("total_time_hours"),
    seats: integer(),
});

/**
 * How many listings buyers may find (active or pending, not hidden, seller not suspended) share each
 * combination of what the catalogue's facets count by: the counts of a search without words
 * read this instead of every listing (docs/decisions/026). Kept in the same transaction as
 * every change by statement triggers on listings and profiles (drizzle/0046). The columns
 * are named as listings' are, so the catalogue's own conditions read them: `location` holds
 * the region the facet counts (what follows the last comma), and `price` and
 * `total_time_hours` the lowest value of the span between two bounds the form offers
 * (catalog_facet_price, catalog_facet_hours), which every offered bound treats alike.
 * A combination no listing has any more keeps its row at zero.
 */
export const catalogFacetSummary = pgTable(
  "catalog_facet_summary",
  {
    ...summaryKeyColumns(),
    listingCount: integer("listing_count").notNull(),
    // Of those, how many have each attribute, and at least each of the form's hours to TBO (drizzle/0056).
    withPhotos: integer("with_photos").notNull().default(0),
    withVerifiedSeller: integer("with_verified_seller").notNull().default(0),
    withAdsbOut: integer("with_adsb_out").notNull().default(0),
    withNoDamageHistory: integer("with_no_damage_history").notNull().default(0),
    withCompleteLogbooks: integer("with_complete_logbooks").notNull().default(0),
    engineHours250: integer("engine_hours_250").notNull().default(0),
    engineHours500: integer("engine_hours_500").notNull().default(0),
    engineHours1000: integer("engine_hours_1000").notNull().default(0),
    engineHours1500: integer("engine_hours_1500").notNull().default(0),
    engineHours2000: integer("engine_hours_2000").notNull().default(0),
    engineHours3000: integer("engine_hours_3000").notNull().default(0),
    engineHours5000: integer("engine_hours_5000").notNull().default(0),
  },
  (table) => [
    unique("catalog_facet_summary_key")
      .on(table.category, table.manufacturer, table.model, table.location, table.year, table.price, table.totalTimeHours, table.seats)
      .nullsNotDistinct(),
  ],
);

/**
 * The same counts keyed also by what the attribute filters ask (drizzle/0056, docs/decisions/056):
 * photos, a verified seller (kept by a trigger on seller verifications too), ADS-B Out, no
 * damage history, complete logbooks (a seller who did not say: false) and the hours to TBO as
 * the lowest value of the span between two of the form's choices (catalog_facet_engine_hours;
 * 0 below the first). The attribute counts, and the other facets' counts with an attribute
 * filter in force, read this; the facets' counts without one read the smaller summary above.
 */
export const catalogAttributeSummary = pgTable(
  "catalog_attribute_summary",
  {
    ...summaryKeyColumns(),
    hasPhotos: boolean("has_photos").notNull(),
    verifiedSeller: boolean("verified_seller").notNull(),
    adsbOut: boolean("adsb_out").notNull(),
    noDamageHistory: boolean("no_damage_history").notNull(),
    completeLogbooks: boolean("complete_logbooks").notNull(),
    engineHoursRemaining: integer("engine_hours_remaining"),
    listingCount: integer("listing_count").notNull(),
  },
  (table) => [
    unique("catalog_attribute_summary_key")
      .on(
        table.category,
        table.manufacturer,
        table.model,
        table.location,
        table.year,
        table.price,
        table.totalTimeHours,
        table.seats,
        table.hasPhotos,
        table.verifiedSeller,
        table.adsbOut,
        table.noDamageHistory,
        table.completeLogbooks,
        table.engineHoursRemaining,
      )
      .nullsNotDistinct(),
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

import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { type CatalogFilter, type CategoryFilter, type CatalogSort, DEFAULT_CATALOG_QUERY, type PriceFilter } from "~/domain/catalog/catalog";
import { type CatalogFacets, facetParams, NO_FACETS } from "~/domain/catalog/facets";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import {
  type AlertFrequency,
  criteriaFields,
  criteriaKey,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_MESSAGE,
  type SaveSearchOffer,
  type SearchCriteria,
  suggestedSearchName,
} from "~/domain/alerts/saved-search";
import type { Database } from "../db/database";
import { listings, savedSearches, savedSearchMatches } from "../db/schema";
import { countCatalog } from "../listings/catalog-page.server";
import { catalogFilter, withKnownAirportFacets } from "../listings/near-airport.server";
import { findMatches } from "../matching/matching.server";

type SavedSearchRecord = typeof savedSearches.$inferSelect;

/** What a stored saved search looks for. */
export function criteriaOf(row: Pick<SavedSearchRecord, "kind" | "q" | "category" | "price" | "sort" | "facets" | "requirements">): SearchCriteria {
  if (row.kind === "match") return { kind: "match", requirements: row.requirements as MatchRequirements };
  return {
    kind: "catalog",
    // The columns hold what parseCatalogQuery accepted when the search was saved.
    search: { q: row.q, category: row.category as CategoryFilter, price: row.price as PriceFilter, sort: row.sort as CatalogSort, facets: { ...NO_FACETS, ...(row.facets as Partial<CatalogFacets> | null) } },
  };
}

/** A catalogue search's filters, kept with it for matching new listings (saved-search-matching.server.ts). */
function filterColumns(filter: CatalogFilter) {
  return {
    filterTsquery: filter.tsquery,
    filterCategory: filter.category,
    filterMinPrice: filter.minPrice,
    filterMaxPrice: filter.maxPrice,
    filterManufacturer: filter.manufacturer,
    filterModel: filter.model,
    filterMinYear: filter.minYear,
    filterMaxYear: filter.maxYear,
    filterMaxTotalTime: filter.maxTotalTime,
    filterMinSeats: filter.minSeats,
    filterRegion: filter.region,
    filterNearLatitude: filter.nearLatitude,
    filterNearLongitude: filter.nearLongitude,
    filterRadiusNm: filter.radiusNm,
    filterMinEngineHours: filter.minEngineHours,
    filterAdsbOut: filter.adsbOut,
    filterNoDamage: filter.noDamage,
    filterCompleteLogbooks: filter.completeLogbooks,
    filterVerifiedSeller: filter.verifiedSeller,
    filterHasPhotos: filter.hasPhotos,
  };
}

/** The buyer already keeps MAX_SAVED_SEARCHES; the message is for them. */
export class SavedSearchLimitError extends Error {
  override name = "SavedSearchLimitError";
  constructor() {
    super(SAVED_SEARCH_LIMIT_MESSAGE);
  }
}

/**
 * Saves the search for the buyer, or, when they saved the same search before, keeps
 * that one and gives it the new name and frequency. Returns its id. A new search past
 * MAX_SAVED_SEARCHES throws SavedSearchLimitError; the buyer's saves take turns (a
 * transaction-scoped advisory lock), so saves at once cannot pass the cap between them.
 */
export async function saveSearch(
  db: Database,
  buyerId: string,
  criteria: SearchCriteria,
  options: { name: string; frequency: AlertFrequency },
): Promise<number> {
  if (criteria.kind === "catalog" && criteria.search.facets) criteria = { ...criteria, search: { ...criteria.search, facets: withKnownAirportFacets(criteria.search.facets) } };
  const columns =
    criteria.kind === "catalog"
      ? {
          kind: "catalog" as const,
          ...criteria.search,
          facets: criteria.search.facets && facetParams(criteria.search.facets).length > 0 ? criteria.search.facets : null,
          requirements: null,
          ...filterColumns(catalogFilter(criteria.search)),
        }
      : { kind: "match" as const, requirements: criteria.requirements };
  const key = criteriaKey(criteria);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${buyerId}`}))`);
    const [kept] = await tx
      .select({ total: count(), same: sql<number>`count(*) filter (where ${savedSearches.criteriaKey} = ${key})`.mapWith(Number) })
      .from(savedSearches)
      .where(eq(savedSearches.buyerId, buyerId));
    if ((kept?.same ?? 0) === 0 && (kept?.total ?? 0) >= MAX_SAVED_SEARCHES) throw new SavedSearchLimitError();
    const [saved] = await tx
      .insert(savedSearches)
      .values({ buyerId, ...columns, criteriaKey: key, name: options.name, frequency: options.frequency })
      .onConflictDoUpdate({
        target: [savedSearches.buyerId, savedSearches.criteriaKey],
        set: { name: sql`excluded.name`, frequency: sql`excluded.frequency` },
      })
      .returning({ id: savedSearches.id });
    if (!saved) throw new Error("The saved search was not stored");
    return saved.id;
  });
}

/** The buyer's saved search with this id, or null when it is missing or someone else's. */
export async function findSavedSearch(db: Database, buyerId: string, id: number): Promise<SavedSearchRecord | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.buyerId, buyerId)));
  return row ?? null;
}

/** The buyer's saved search for exactly these criteria, to show a search as already saved. */
export async function findSavedSearchFor(db: Database, buyerId: string, criteria: SearchCriteria): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.buyerId, buyerId), eq(savedSearches.criteriaKey, criteriaKey(criteria))));
  return row ?? null;
}

export async function countSavedSearches(db: Database, buyerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.buyerId, buyerId));
  return row?.total ?? 0;
}

export type SavedSearchSummary = {
  id: number;
  name: string;
  criteria: SearchCriteria;
  frequency: AlertFrequency;
  createdAt: Date;
  lastViewedAt: Date;
  /** Listings that match it now: the catalogue's own count, or the engine's matches for a mission. */
  matchingNow: number;
  /** Listings that came to match it after the buyer last ran it, and are still for sale. */
  newSinceViewed: number;
};

/** The buyer's saved searches, newest first, each with how many listings match now and how many are new. */
export async function listSavedSearches(db: Database, buyerId: string): Promise<SavedSearchSummary[]> {
  const [rows, fresh] = await Promise.all([
    db.select().from(savedSearches).where(eq(savedSearches.buyerId, buyerId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id)),
    db
      .select({ id: savedSearchMatches.savedSearchId, total: count() })
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
      .where(and(eq(savedSearches.buyerId, buyerId), gt(savedSearchMatches.matchedAt, savedSearches.lastViewedAt), eq(listings.status, "active")))
      .groupBy(savedSearchMatches.savedSearchId),
  ]);
  const newById = new Map(fresh.map((row) => [row.id, row.total]));
  return Promise.all(
    rows.map(async (row) => {
      const criteria = criteriaOf(row);
      return {
        id: row.id,
        name: row.name,
        criteria,
        frequency: row.frequency,
        createdAt: row.createdAt,
        lastViewedAt: row.lastViewedAt,
        matchingNow: await matchingNow(db, criteria),
        newSinceViewed: newById.get(row.id) ?? 0,
      };
    }),
  );
}

async function matchingNow(db: Database, criteria: SearchCriteria): Promise<number> {
  if (criteria.kind === "catalog") return countCatalog(db, { ...DEFAULT_CATALOG_QUERY, ...criteria.search });
  return (await findMatches(db, criteria.requirements, 0)).matchCount;
}

/** Renames the buyer's saved search and sets its frequency; false when it is not theirs. */
export async function updateSavedSearch(
  db: Database,
  buyerId: string,
  id: number,
  changes: { name?: string; frequency?: AlertFrequency },
): Promise<boolean> {
  const updated = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.buyerId, buyerId)))
    .returning({ id: savedSearches.id });
  return updated.length > 0;
}

/** The buyer runs the search: what matched until now is no longer new. Null when it is not theirs. */
export async function markSavedSearchViewed(db: Database, buyerId: string, id: number, now = new Date()): Promise<SearchCriteria | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastViewedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.buyerId, buyerId)))
    .returning();
  return row ? criteriaOf(row) : null;
}

/** Deletes the buyer's saved search with its matches; returns its name, or null when it is not theirs. */
export async function deleteSavedSearch(db: Database, buyerId: string, id: number): Promise<string | null> {
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.buyerId, buyerId)))
    .returning({ name: savedSearches.name });
  return row?.name ?? null;
}

/**
 * What a search page offers for "Save this search": for a visitor (who signs in on
 * saving) and a buyer, with the buyer's earlier save of the same search; null for a
 * seller, whose account keeps no searches.
 */
export async function saveSearchOffer(
  db: Database,
  viewer: { id: string; userType: "buyer" | "seller" } | null,
  criteria: SearchCriteria,
  returnTo: string,
): Promise<SaveSearchOffer | null> {
  if (viewer?.userType === "seller") return null;
  return {
    fields: criteriaFields(criteria),
    suggestedName: suggestedSearchName(criteria),
    returnTo,
    signedIn: viewer !== null,
    saved: viewer ? await findSavedSearchFor(db, viewer.id, criteria) : null,
  };
}

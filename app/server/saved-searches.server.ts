import { and, eq, sql } from "drizzle-orm";
import { type CatalogFilter, catalogFilterOf, type CategoryFilter, type CatalogSort, type PriceFilter } from "~/domain/catalog";
import type { MatchRequirements } from "~/domain/match-requirements";
import { type AlertFrequency, criteriaKey, type SearchCriteria } from "~/domain/saved-search";
import type { Database } from "./db/client.server";
import { savedSearches } from "./db/schema";

type SavedSearchRecord = typeof savedSearches.$inferSelect;

/** What a stored saved search looks for. */
export function criteriaOf(row: Pick<SavedSearchRecord, "kind" | "q" | "category" | "price" | "sort" | "requirements">): SearchCriteria {
  if (row.kind === "match") return { kind: "match", requirements: row.requirements as MatchRequirements };
  return {
    kind: "catalog",
    // The columns hold what parseCatalogQuery accepted when the search was saved.
    search: { q: row.q, category: row.category as CategoryFilter, price: row.price as PriceFilter, sort: row.sort as CatalogSort },
  };
}

/** A catalogue search's filters, kept with it for matching new listings (saved-search-matching.server.ts). */
function filterColumns(filter: CatalogFilter) {
  return { filterTsquery: filter.tsquery, filterCategory: filter.category, filterMinPrice: filter.minPrice, filterMaxPrice: filter.maxPrice };
}

/**
 * Saves the search for the buyer, or, when they saved the same search before, keeps
 * that one and gives it the new name and frequency. Returns its id.
 */
export async function saveSearch(
  db: Database,
  buyerId: string,
  criteria: SearchCriteria,
  options: { name: string; frequency: AlertFrequency },
): Promise<number> {
  const columns =
    criteria.kind === "catalog"
      ? { kind: "catalog" as const, ...criteria.search, requirements: null, ...filterColumns(catalogFilterOf(criteria.search)) }
      : { kind: "match" as const, requirements: criteria.requirements };
  const [saved] = await db
    .insert(savedSearches)
    .values({ buyerId, ...columns, criteriaKey: criteriaKey(criteria), name: options.name, frequency: options.frequency })
    .onConflictDoUpdate({
      target: [savedSearches.buyerId, savedSearches.criteriaKey],
      set: { name: sql`excluded.name`, frequency: sql`excluded.frequency` },
    })
    .returning({ id: savedSearches.id });
  if (!saved) throw new Error("The saved search was not stored");
  return saved.id;
}

/** The buyer's saved search with this id, or null when it is missing or someone else's. */
export async function findSavedSearch(db: Database, buyerId: string, id: number): Promise<SavedSearchRecord | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.buyerId, buyerId)));
  return row ?? null;
}

/**
 * Which saved searches a listing matches, and the record of those it newly matches:
 * a catalogue search by the catalogue's own conditions, an /ai-match mission by the
 * matching engine's score. A listing matches nothing unless it is active, as in the
 * catalogue and the engine.
 */
import { and, eq, or, sql } from "drizzle-orm";
import { BUDGET_MAX } from "~/domain/matching/match-requirements";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import { createListingScorer } from "~/domain/matching/matching";
import { MATCH_RULES, MATCH_THRESHOLD } from "~/domain/matching/rules";
import type { AlertFrequency } from "~/domain/alerts/saved-search";
import type { Database } from "../db/database";
import { listings, savedSearches, savedSearchMatches } from "../db/schema";
import { catalogConditions, listingColumns, toListing, visibleToBuyers } from "../listings/listings.server";

export type MatchingSearch = { id: number; frequency: AlertFrequency };

// Rows per insert: well under Postgres's 65,535 parameters a statement.
const INSERT_BATCH = 5_000;

/** The saved searches the listing matches now. */
export async function savedSearchesMatching(db: Database, listingId: number): Promise<MatchingSearch[]> {
  const catalog = await catalogSearchesMatching(db, listingId);
  const missions = await missionsMatching(db, listingId);
  return [...catalog, ...missions];
}

/** Every catalogue search against the one listing, in one statement. */
function catalogSearchesMatching(db: Database, listingId: number): Promise<MatchingSearch[]> {
  return db
    .select({ id: savedSearches.id, frequency: savedSearches.frequency })
    .from(savedSearches)
    .innerJoin(listings, eq(listings.id, listingId))
    .where(
      and(
        eq(savedSearches.kind, "catalog"),
        // An alert offers aircraft a buyer can make an offer on: a Pending one is news once it is back.
        eq(listings.status, "active"),
        ...catalogConditions({
          tsquery: savedSearches.filterTsquery,
          category: savedSearches.filterCategory,
          minPrice: savedSearches.filterMinPrice,
          maxPrice: savedSearches.filterMaxPrice,
          manufacturer: savedSearches.filterManufacturer,
          model: savedSearches.filterModel,
          minYear: savedSearches.filterMinYear,
          maxYear: savedSearches.filterMaxYear,
          maxTotalTime: savedSearches.filterMaxTotalTime,
          minSeats: savedSearches.filterMinSeats,
          region: savedSearches.filterRegion,
          nearLatitude: savedSearches.filterNearLatitude,
          nearLongitude: savedSearches.filterNearLongitude,
          radiusNm: savedSearches.filterRadiusNm,
        }),
      ),
    );
}

/**
 * The missions whose score for the listing reaches MATCH_THRESHOLD. The database
 * leaves out those whose budget the listing is too far over to be ranked at all.
 */
async function missionsMatching(db: Database, listingId: number): Promise<MatchingSearch[]> {
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "active"), visibleToBuyers));
  if (!row) return [];
  const listing = toListing(row);
  const budget = sql`(${savedSearches.requirements}->>'budget')::numeric`;
  const missions = await db
    .select({ id: savedSearches.id, frequency: savedSearches.frequency, requirements: savedSearches.requirements })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.kind, "match"),
        or(sql`${budget} >= ${BUDGET_MAX}`, sql`${budget} * ${MATCH_RULES.overBudgetExclusionFactor} >= ${listing.price}`),
      ),
    );
  return missions
    .filter((mission) => (createListingScorer(mission.requirements as MatchRequirements)(listing)?.matchScore ?? 0) >= MATCH_THRESHOLD)
    .map(({ id, frequency }) => ({ id, frequency }));
}

/**
 * Records the saved searches the listing matches now but did not match `before` (the
 * ids from savedSearchesMatching before the change, in the same transaction). A
 * listing is recorded once per search, ever: one that matched, stopped and matches
 * again is not news twice. A search whose alerts are off gets it as skipped.
 */
export async function recordNewMatches(db: Database, listingId: number, before: readonly MatchingSearch[]): Promise<void> {
  const matchedBefore = new Set(before.map((search) => search.id));
  const fresh = (await savedSearchesMatching(db, listingId)).filter((search) => !matchedBefore.has(search.id));
  for (let start = 0; start < fresh.length; start += INSERT_BATCH) {
    await db
      .insert(savedSearchMatches)
      .values(
        fresh.slice(start, start + INSERT_BATCH).map((search) => ({
          savedSearchId: search.id,
          listingId,
          alertState: search.frequency === "off" ? ("skipped" as const) : ("pending" as const),
        })),
      )
      .onConflictDoNothing();
  }
}

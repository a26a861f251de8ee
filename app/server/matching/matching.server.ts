import { and, eq, getTableColumns, inArray, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AviationFacts } from "~/domain/listings/aviation";
import type { Listing } from "~/domain/listings/listing";
import { BUDGET_MAX } from "~/domain/matching/match-requirements";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import { type MatchResult, rankingHead } from "~/domain/matching/ranking";
import { MATCH_RULES } from "~/domain/matching/rules";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { withCovers } from "../listings/listing-photos.server";
import { listingIsSample, visibleToBuyers, toListing } from "../listings/listings.server";
import { timedInRequest } from "../platform/server-timing.server";
import { candidatesUpTo, keepRanking, keptRanking, type KeptRanking, matchSnapshots, requirementsKey } from "./match-snapshot.server";

type ListingRecord = Parameters<typeof toListing>[0];

// Every column but the generated search vector, for the results shown in full.
const { search: _search, ...LISTING_COLUMNS } = getTableColumns(listings);

/** Columns the engine reads for every buyer: numbers and the category, cheap to load by the thousand. */
const ENGINE_COLUMNS = {
  id: listings.id,
  category: listings.category,
  price: listings.price,
  seats: listings.seats,
  usefulLoadLbs: listings.usefulLoadLbs,
  rangeNm: listings.rangeNm,
  cruiseSpeedKts: listings.cruiseSpeedKts,
  availableInMonths: listings.availableInMonths,
  status: listings.status,
  // Only what the engine's reasons read of the sections: the engines, ADS-B Out, damage, logbooks and the next inspection.
  aviation: sql<AviationFacts>`jsonb_strip_nulls(jsonb_build_object(
    'engines', ${listings.aviation}->'engines',
    'equipment', jsonb_build_object('adsbOut', ${listings.aviation}#>'{equipment,adsbOut}'),
    'history', jsonb_strip_nulls(jsonb_build_object('damage', ${listings.aviation}#>'{history,damage}', 'damageDescription', ${listings.aviation}#>'{history,damageDescription}', 'logbooks', ${listings.aviation}#>'{history,logbooks}')),
    'inspection', jsonb_strip_nulls(jsonb_build_object('nextDue', ${listings.aviation}#>'{inspection,nextDue}'))))`,
};

/** Columns the engine reads only when the buyer wrote notes: the listing's words. */
const TEXT_COLUMNS = {
  name: listings.name,
  manufacturer: listings.manufacturer,
  model: listings.model,
  location: listings.location,
  description: listings.description,
  features: listings.features,
};

type CandidateRow = Partial<Pick<ListingRecord, keyof typeof ENGINE_COLUMNS | keyof typeof TEXT_COLUMNS>>;

/** Stands in for the columns ranking does not load; the shown results are loaded in full. */
const UNLOADED: ListingRecord = {
  id: 0,
  sellerId: null,
  hiddenAt: null,
  hiddenReason: null,
  soldAt: null,
  soldPrice: null,
  name: "",
  manufacturer: "",
  model: "",
  year: 0,
  category: "single-engine",
  price: 0,
  location: "",
  baseAirport: null,
  baseLatitude: null,
  baseLongitude: null,
  totalTimeHours: 0,
  maxSpeedKts: 0,
  cruiseSpeedKts: 0,
  rangeNm: 0,
  ceilingFt: 0,
  fuelCapacityGal: 0,
  baggageCuFt: 0,
  seats: 0,
  usefulLoadLbs: 0,
  registration: "",
  serialNumber: "",
  description: "",
  features: [],
  availableInMonths: 0,
  status: "active",
  isFeatured: false,
  hasPhotos: false,
  views: 0,
  contactName: "",
  contactPhone: "",
  contactEmail: "",
  contactCompany: "",
  aviation: {},
  createdAt: new Date(0),
  updatedAt: new Date(0),
  freshnessReminderAt: null,
};

/** The dearest listing a buyer's ranking reads (MATCH_RULES' exclusion limit), or null for a budget without limit. */
function candidateMaxPrice(requirements: MatchRequirements): number | null {
  return requirements.budget < BUDGET_MAX ? Math.floor(requirements.budget * MATCH_RULES.overBudgetExclusionFactor) : null;
}

function hasNotes(requirements: MatchRequirements): boolean {
  return requirements.additionalNotes !== undefined && requirements.additionalNotes.trim() !== "";
}

/**
 * The listings a buyer's requirements are ranked against: active ones not
 * priced beyond the engine's exclusion limit (MATCH_RULES), with only the
 * columns the engine reads. The description and features come along only
 * when the buyer wrote notes to look for.
 */
export async function loadMatchCandidates(db: Database, requirements: MatchRequirements): Promise<Listing[]> {
  return loadCandidates(db, candidateMaxPrice(requirements), hasNotes(requirements));
}

async function loadCandidates(db: Database, maxPrice: number | null, withText: boolean): Promise<Listing[]> {
  const conditions: SQL[] = [eq(listings.status, "active"), visibleToBuyers];
  if (maxPrice !== null) conditions.push(lte(listings.price, maxPrice));
  const columns: Record<string, SQLWrapper> = withText ? { ...ENGINE_COLUMNS, ...TEXT_COLUMNS } : ENGINE_COLUMNS;
  const fields = sql.join(
    Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  );
  // Every candidate in one JSON value: thousands of rows read back several times faster
  // that way (PGlite decodes each row and field of a result in JavaScript).
  const [result] = await db
    .select({ candidates: sql<CandidateRow[] | null>`json_agg(json_build_object(${fields}))` })
    .from(listings)
    .where(and(...conditions));
  return (result?.candidates ?? []).map((row) => toListing({ ...UNLOADED, ...row }));
}

export type BuyerMatches = {
  /** How many listings are matches: the type asked for, within the budget. */
  matchCount: number;
  /** How many listings were ranked (active and not far over budget). */
  ranked: number;
  /** The best `limit` matches, then the best `alternatives` close alternatives, each with its full listing. */
  results: MatchResult[];
  /** Which of the results are sample listings (isSampleListing). */
  samples: ReadonlySet<number>;
};

/** A ranking is kept this deep: the most matches the buyer's page shows, and more alternatives than it shows. */
const KEPT_MATCHES = 50;
const KEPT_ALTERNATIVES = 10;

// Every candidate of any buyer: the snapshot rankings are made from.
const currentSnapshot = matchSnapshots((db) => loadCandidates(db, null, false));

/**
 * The buyer's ranking, as rankListings makes it over every candidate: worked out once per
 * inventory version and set of requirements in this process, from a snapshot of the
 * candidates loaded once per version (match-snapshot.server.ts).
 */
async function rankingFor(db: Database, requirements: MatchRequirements, matches: number, alternatives: number): Promise<KeptRanking> {
  const snapshot = await currentSnapshot(db);
  if (snapshot === null) return rankingHead(requirements, await loadMatchCandidates(db, requirements), matches, alternatives);
  const key = requirementsKey(requirements);
  const kept = keptRanking(snapshot, key, matches, alternatives);
  if (kept !== undefined) return kept;
  // The snapshot leaves out the listings' words: for a buyer's notes they are read with the candidates.
  const candidates = hasNotes(requirements) ? await loadMatchCandidates(db, requirements) : candidatesUpTo(snapshot, candidateMaxPrice(requirements));
  const ranking = rankingHead(requirements, candidates, Math.max(matches, KEPT_MATCHES), Math.max(alternatives, KEPT_ALTERNATIVES));
  keepRanking(snapshot, key, ranking);
  return ranking;
}

/** The buyer's best matches and close alternatives, each loaded in full for display, and the counts. */
export async function findMatches(db: Database, requirements: MatchRequirements, limit: number, alternatives = 0): Promise<BuyerMatches> {
  const ranking = await timedInRequest("match-ranking", rankingFor(db, requirements, limit, alternatives));
  const top = [...ranking.matches.slice(0, limit), ...ranking.alternatives.slice(0, alternatives)];
  const ids = top.map((result) => result.listing.id);
  const rows =
    ids.length > 0
      ? await timedInRequest(
          "match-listings",
          db
            .select({ ...LISTING_COLUMNS, sample: listingIsSample })
            .from(listings)
            .where(and(inArray(listings.id, ids), eq(listings.status, "active"), visibleToBuyers)),
        )
      : [];
  const samples = new Set(rows.filter((row) => row.sample).map((row) => row.id));
  const full = new Map((await timedInRequest("match-covers", withCovers(db, rows.map(toListing)))).map((listing) => [listing.id, listing]));
  const results: MatchResult[] = [];
  for (const result of top) {
    const listing = full.get(result.listing.id);
    // A listing deleted, sold or put on hold between the two queries is left out.
    if (listing) results.push({ ...result, listing });
  }
  return { matchCount: ranking.matchCount, ranked: ranking.ranked, results, samples };
}

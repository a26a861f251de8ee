import { AIRCRAFT_CATEGORIES, type AircraftCategory, categoryLabel } from "../catalog/categories";
import type { Listing } from "../listings/listing";
import type { MatchRequirements } from "./match-requirements-schema";
import type { SellerAircraft } from "./seller-aircraft-schema";
import { BUDGET_MAX } from "./match-requirements";
import { createListingScorer } from "./matching";
import { CATEGORY_AFFINITY, MATCH_RULES, MATCH_THRESHOLD } from "./rules";

/**
 * Seller demand: a seller describes an aircraft and sees how many recent buyer
 * searches it would match and how well, with the reasons buyers' needs align
 * and what most often stands in the way. Only counts are shown, never a single
 * search, and the searches themselves carry no identity (see match_requests).
 * Pure: the server loads the searches and calls summariseDemand.
 */

/** Buyer searches from this many days back count as recent demand. */
export const DEMAND_WINDOW_DAYS = 90;
/** At most this many of the most recent searches are scored, so a busy market answers quickly. */
export const DEMAND_MAX_SEARCHES = 5_000;
/** A match scoring at least this is "strong"; from MATCH_THRESHOLD up to it, "good". */
export const STRONG_MATCH_SCORE = 80;
/** At most this many aligned reasons and missing pieces are listed. */
export const MAX_DEMAND_REASONS = 5;

/**
 * A typical cruise speed per category. The form does not ask for one; the
 * engine only uses it for buyers flying for business (a jet's speed counts).
 */
export const TYPICAL_CRUISE_KTS: Readonly<Record<AircraftCategory, number>> = {
  "single-engine": 140,
  "multi-engine": 190,
  turboprop: 280,
  "business-jet": 450,
  commercial: 450,
  helicopter: 130,
};

/** "2018 Business Jet": how the page names the described aircraft. */
export function describeAircraft(aircraft: SellerAircraft): string {
  return `${aircraft.year} ${categoryLabel(aircraft.category)}`;
}

/** The described aircraft as a listing the matching engine can score; fields the form does not ask are empty. */
export function describedListing(aircraft: SellerAircraft): Listing {
  return {
    id: 0,
    name: describeAircraft(aircraft),
    manufacturer: "",
    model: "",
    year: aircraft.year,
    category: aircraft.category,
    price: aircraft.price,
    location: "",
    totalTimeHours: 0,
    seats: aircraft.seats,
    usefulLoadLbs: aircraft.usefulLoadLbs,
    registration: "",
    serialNumber: "",
    description: "",
    features: [],
    specifications: {
      maxSpeedKts: 0,
      cruiseSpeedKts: TYPICAL_CRUISE_KTS[aircraft.category],
      rangeNm: aircraft.rangeNm,
      ceilingFt: 0,
      fuelCapacityGal: 0,
      baggageCuFt: 0,
    },
    availableInMonths: aircraft.availableInMonths,
    image: "",
    status: "draft",
    isFeatured: false,
    views: 0,
    contact: { name: "", phone: "", email: "", company: "" },
    aviation: {},
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

/** How one of the engine's reasons reads: good or bad news, and how a seller is told it about buyers. */
export type ReasonReading = {
  positive: boolean;
  /** The same point about buyers in general, or null for reasons a seller is not shown (free-text notes). */
  forSeller: string | null;
};

const CATEGORY_LABELS = AIRCRAFT_CATEGORIES.map((category) => category.label).join("|");

/**
 * Reads the matching engine's reason phrases (app/domain/matching/matching.ts). Each
 * pattern names one phrase; the unit tests score real listings so a changed
 * phrase shows up there. Amounts and seat counts are left out of the seller's
 * wording, so one search's budget cannot be read back from a summary.
 */
const REASON_PATTERNS: ReadonlyArray<{ pattern: RegExp; positive: boolean; forSeller: (match: RegExpMatchArray) => string | null }> = [
  { pattern: new RegExp(`^(?:${CATEGORY_LABELS}), as you asked$`), positive: true, forSeller: () => "The aircraft type they asked for" },
  { pattern: new RegExp(`^(?:${CATEGORY_LABELS}), close to the (.+) you asked for$`), positive: true, forSeller: (m) => `Close to the ${m[1]} they asked for` },
  { pattern: new RegExp(`^(?:${CATEGORY_LABELS}), not the (.+) you asked for$`), positive: false, forSeller: (m) => `They asked for a ${m[1]}` },
  { pattern: /^Within budget: /, positive: true, forSeller: () => "Within their budget" },
  { pattern: /^\d+% over your .+ budget$/, positive: false, forSeller: () => "Priced over their budget" },
  { pattern: /^Seats \d+, you need (.+)$/, positive: true, forSeller: (m) => `Enough seats for ${m[1]} passengers` },
  { pattern: /^Seats \d+, fewer than the (.+) you need$/, positive: false, forSeller: (m) => `Too few seats for ${m[1]} passengers` },
  { pattern: /^Seats \d+, far more than the (.+) you need$/, positive: false, forSeller: (m) => `Far more seats than ${m[1]} passengers need` },
  { pattern: /^Range [\d,]+ nm covers (.+) trips$/, positive: true, forSeller: (m) => `Range covers their ${m[1]} trips` },
  { pattern: /^Range [\d,]+ nm is short of (.+) trips$/, positive: false, forSeller: (m) => `Range short of their ${m[1]} trips` },
  { pattern: /^Useful load [\d,]+ lbs suits cargo$/, positive: true, forSeller: () => "Useful load suits their cargo" },
  {
    pattern: /^(Well suited to flight training|Popular for charter operations|Built for business travel|Well suited to personal use)$/,
    positive: true,
    forSeller: (m) => m[1] ?? null,
  },
  {
    pattern: /^(Not a typical training aircraft|Less suited to charter operations|Less suited to business travel|Less suited to personal use|Little room for cargo)$/,
    positive: false,
    forSeller: (m) => m[1] ?? null,
  },
  { pattern: /^Available (?:now|in \d+ months?), later than your (.+) timeline$/, positive: false, forSeller: (m) => `Available later than their ${m[1]} timeline` },
  { pattern: /^Available (?:now|in \d+ months?)$/, positive: true, forSeller: () => "Available within their timeline" },
  { pattern: /^Engine at [\d,]+ of [\d,]+ hours$/, positive: true, forSeller: () => null },
  { pattern: /^Engine at [\d,]+ of [\d,]+ hours, past \d+% of its TBO: overhaul due(?: soon)?$/, positive: false, forSeller: () => "Engine near or past its overhaul" },
  { pattern: /^ADS-B Out equipped$/, positive: true, forSeller: () => "ADS-B Out, which they need" },
  { pattern: /^No ADS-B Out, required where you fly$/, positive: false, forSeller: () => "No ADS-B Out, which they need" },
  { pattern: /^Damage history(?:: .*)?$/, positive: false, forSeller: () => "Damage history" },
  { pattern: /^Logbooks (?:partial|missing): /, positive: false, forSeller: () => "Incomplete logbooks" },
  { pattern: /^Inspection expired: /, positive: false, forSeller: () => "Inspection expired" },
  { pattern: /^Mentions: /, positive: true, forSeller: () => null },
  { pattern: /^Doesn't mention: /, positive: false, forSeller: () => null },
];

export function readReason(reason: string): ReasonReading {
  for (const { pattern, positive, forSeller } of REASON_PATTERNS) {
    const match = reason.match(pattern);
    if (match) return { positive, forSeller: forSeller(match) };
  }
  // An unknown phrase: shown to the buyer as neutral good news, never to a seller.
  return { positive: true, forSeller: null };
}

export type DemandReason = { text: string; searches: number };

export type SellerDemand = {
  /** Recent buyer searches looked at. */
  searches: number;
  /** Searches for this category or a close one, whatever their budget. */
  forType: number;
  /** Of those, the searches whose budget the price fits (at most a little over it): the aircraft's market. */
  inMarket: number;
  /** Searches in its market the aircraft would match (score at least MATCH_THRESHOLD). */
  matches: number;
  /** Matches scoring STRONG_MATCH_SCORE or more. */
  strong: number;
  /** Matches scoring from MATCH_THRESHOLD to just under STRONG_MATCH_SCORE. */
  good: number;
  /** Why matching buyers' needs align, most common first, counted over the matches. */
  aligned: DemandReason[];
  /** What most often stands in the way, counted over the in-market searches. */
  missing: DemandReason[];
};

/** The wording for an in-market buyer the engine leaves out because the price is far above their budget. */
export const FAR_OVER_BUDGET_REASON = `Priced more than ${Math.round((MATCH_RULES.overBudgetExclusionFactor - 1) * 100)}% over their budget`;

/**
 * Scores the described aircraft against each search and counts, without
 * keeping anything per search. A search is in the aircraft's market when it
 * asked for this category or a close one (CATEGORY_AFFINITY at least
 * MATCH_RULES.nearCategoryAffinity) and its budget fits the price (at most
 * MATCH_RULES.softOverBudgetFraction over it): a $150k piston search is no
 * demand for a $5M turboprop. Only those count as matches. Missing pieces are
 * counted over every search for the type, whatever its budget, since a price
 * over their budgets is what holds those buyers back; a buyer looking for a
 * helicopter says nothing about a jet's price.
 */
export function summariseDemand(aircraft: SellerAircraft, searches: readonly MatchRequirements[]): SellerDemand {
  const listing = describedListing(aircraft);
  const aligned = new Map<string, number>();
  const missing = new Map<string, number>();
  let forType = 0;
  let inMarket = 0;
  let strong = 0;
  let good = 0;

  for (const requirements of searches) {
    const affinity = CATEGORY_AFFINITY[requirements.aircraftType][aircraft.category];
    const relevant = affinity >= MATCH_RULES.nearCategoryAffinity;
    const affordable = requirements.budget >= BUDGET_MAX || aircraft.price <= requirements.budget * (1 + MATCH_RULES.softOverBudgetFraction);
    if (relevant) forType++;
    if (relevant && affordable) inMarket++;
    const score = createListingScorer(requirements)(listing);
    if (score === null) {
      if (relevant) tally(missing, new Set([FAR_OVER_BUDGET_REASON]));
      continue;
    }
    const matched = relevant && affordable && score.matchScore >= MATCH_THRESHOLD;
    if (matched && score.matchScore >= STRONG_MATCH_SCORE) strong++;
    else if (matched) good++;
    const pros = new Set<string>();
    const cons = new Set<string>();
    for (const reason of score.reasons) {
      const reading = readReason(reason);
      if (reading.forSeller === null) continue;
      (reading.positive ? pros : cons).add(reading.forSeller);
    }
    if (matched) tally(aligned, pros);
    if (relevant) tally(missing, cons);
  }

  return {
    searches: searches.length,
    forType,
    inMarket,
    matches: strong + good,
    strong,
    good,
    aligned: topReasons(aligned),
    missing: topReasons(missing),
  };
}

function tally(counts: Map<string, number>, reasons: Set<string>): void {
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
}

function topReasons(counts: Map<string, number>): DemandReason[] {
  return [...counts]
    .map(([text, searches]) => ({ text, searches }))
    // Stable: equal counts keep the order first met, which follows the engine's most telling reasons.
    .sort((a, b) => b.searches - a.searches)
    .slice(0, MAX_DEMAND_REASONS);
}

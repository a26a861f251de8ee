import type { AircraftCategory } from "../catalog/categories";
import type { PassengerCapacity, RangeBand, RequestedAircraftType, Timeline, Usage } from "./match-requirements";

/**
 * How much each criterion counts. With every question answered they add up to
 * 100, so each is roughly "points out of 100"; when some are left blank the
 * score is normalised over the weights of those that were given.
 */
export const MATCH_WEIGHTS = {
  /** The one required question, and the buyer's clearest statement of intent: a helicopter is no use to someone who asked for a jet, whatever else fits. */
  aircraftType: 30,
  /** Money is the hardest practical limit after the type; far over budget is excluded outright, this weighs the rest. */
  budget: 25,
  /** The mission (training, charter, cargo...) decides which aircraft make sense, but overlaps with the type already chosen, so it counts less. */
  usage: 12,
  /** Too few seats makes an aircraft unusable for the trip; a common filter, below type and budget. */
  passengerCapacity: 10,
  /** Range short of the buyer's trips means fuel stops or a different aircraft; as important as seats. */
  range: 10,
  /** Free-text wishes (winglets, wifi, a base) are specific but fuzzy word matches, so they nudge rather than decide. */
  notes: 7,
  /** Delivery timing matters, but a good aircraft is often worth a short wait: the lightest criterion. */
  timeline: 6,
} as const;

export type MatchCriterion = keyof typeof MATCH_WEIGHTS;

/**
 * Score (0..100) at or above which a listing is a "good match" (the label on a
 * result, a saved mission's alert, a seller's demand). The buyer's headline count
 * is stricter: only the asked-for type within budget counts (see meetsRequirements).
 * With only type and budget given, the asked-for type within budget scores about 78
 * (the unanswered questions count at UNANSWERED_FIT), a near type (affinity 0.5)
 * about 63, and an unrelated type about 48, below the threshold.
 */
export const MATCH_THRESHOLD = 60;

/**
 * The fit a question the buyer left blank counts at: unknown, so neither good nor bad.
 * A score of 100 then means every question was answered and met, and the score says
 * how much the buyer asked as well as how well the aircraft answers it.
 */
export const UNANSWERED_FIT = 0.5;

/** At most this many reasons are shown per listing, the most telling first. */
export const MAX_REASONS = 5;

/**
 * The shapes of the individual criteria: every number the engine uses besides
 * the weights, each with why.
 */
export const MATCH_RULES = {
  /**
   * Engine time and ADS-B Out give reasons but no points: they are the seller's figures,
   * missing on many listings, and a listing that gives none must not sink for it. A good
   * engine time ranks below every answer the buyer gave (it shows when there is room among
   * the reasons); an overhaul due ranks above seats and range, below type, budget and usage.
   */
  engineReasonImportance: 5,
  engineOverhaulReasonImportance: 11,
  /** An engine with less than this share of its TBO left is due an overhaul soon: a reason against. */
  engineOverhaulDueShare: 0.1,
  /**
   * Damage history, partial or missing logbooks and an expired inspection rank with an
   * overhaul due: above seats and range, so they are among the reasons a buyer sees.
   */
  conditionReasonImportance: 11,
  /** ADS-B Out's reason ranks just below seats and range. */
  adsbReasonImportance: 9,
  /** Listings priced above this multiple of the budget are not shown at all: no buyer stretches 50%. */
  overBudgetExclusionFactor: 1.5,
  /** Up to this fraction over budget is "a little over" (negotiable): a soft penalty. */
  softOverBudgetFraction: 0.15,
  /** Budget fit just over the budget: below any in-budget fit, so over-budget aircraft sink beneath affordable ones. */
  justOverBudgetFit: 0.8,
  /** Budget fit at the end of the soft zone; beyond it the fit falls steeply to 0 at the exclusion factor. */
  softOverBudgetEndFit: 0.5,
  /** Using at least this share of the budget earns full marks... */
  fullBudgetUseShare: 0.5,
  /** ...and a tiny fraction of the budget still earns this: fine, but probably less aircraft than the buyer means to buy. */
  tinyBudgetUseFit: 0.9,
  /** An aircraft with more than this many times the seats of the top of the band is a much bigger aircraft than needed... */
  oversizedSeatFactor: 2,
  /** ...which costs a little (bigger to run and hangar), never a lot: more seats never stop a trip. */
  oversizedSeatFit: 0.8,
  /** Seats short of the band's minimum: fit is (seats / minimum) to this power, so a seat or two short hurts a little, half the seats a lot. */
  seatShortfallExponent: 2,
  /** For cargo, usefulLoadLbs at or above this earns the load half of the fit in full (a Caravan-class load). */
  cargoUsefulLoadTargetLbs: 4_000,
  /** For charter, seats at or above this earn the cabin part in full (a midsize jet cabin). */
  charterSeatsTarget: 8,
  /** For business travel, a cruise speed at or above this (knots) earns the speed part in full (a light jet). */
  businessCruiseTargetKts: 400,
  /** For cargo, charter and business the usage fit blends category suitability (this share) with the listing's load, cabin or speed (the rest). */
  usageCategoryShare: 0.65,
  /** A usage fit at or above this gets a positive reason, below `usagePoorFit` an honest negative one, in between none. */
  usageGoodFit: 0.75,
  usagePoorFit: 0.4,
  /** A category with at least this affinity to the requested type is described as "close to" it rather than "not" it. */
  nearCategoryAffinity: 0.4,
  /** A note word the listing mentions answers the buyer's own words, so its reason ranks as if its weight were this many times larger. */
  notesReasonSalience: 3,
} as const;

/**
 * How well each listing category serves a requested aircraft type (1 = the same
 * category). Near categories earn partial credit: a turboprop is close to a
 * single-engine piston and to a business jet, a multi-engine piston is close to
 * a single-engine piston and to a turboprop.
 */
export const CATEGORY_AFFINITY: Readonly<
  Record<RequestedAircraftType, Readonly<Record<AircraftCategory, number>>>
> = {
  "business-jet": {
    "business-jet": 1,
    turboprop: 0.5,
    commercial: 0.4,
    "multi-engine": 0.2,
    "single-engine": 0,
    helicopter: 0,
  },
  "single-engine": {
    "single-engine": 1,
    "multi-engine": 0.6,
    turboprop: 0.5,
    helicopter: 0.1,
    "business-jet": 0,
    commercial: 0,
  },
  "multi-engine": {
    "multi-engine": 1,
    turboprop: 0.6,
    "single-engine": 0.5,
    "business-jet": 0.3,
    commercial: 0.1,
    helicopter: 0,
  },
  turboprop: {
    turboprop: 1,
    "multi-engine": 0.6,
    "single-engine": 0.5,
    "business-jet": 0.5,
    commercial: 0.3,
    helicopter: 0.1,
  },
  helicopter: {
    helicopter: 1,
    "single-engine": 0,
    "multi-engine": 0,
    turboprop: 0,
    "business-jet": 0,
    commercial: 0,
  },
  commercial: {
    commercial: 1,
    "business-jet": 0.5,
    turboprop: 0.4,
    "multi-engine": 0.1,
    "single-engine": 0,
    helicopter: 0,
  },
};

/**
 * How well each category suits each use. Training favours simple single-engine
 * pistons and multi-engine twins (for the multi rating) and rules out jets and
 * airliners; cargo favours turboprops and commercial freighters; charter favours
 * jets and turboprops; business travel favours jets and turboprops; personal
 * use favours single-engines, turboprops and helicopters.
 */
export const USAGE_CATEGORY_FIT: Readonly<Record<Usage, Readonly<Record<AircraftCategory, number>>>> = {
  training: {
    "single-engine": 1,
    "multi-engine": 0.85,
    helicopter: 0.6,
    turboprop: 0.3,
    "business-jet": 0,
    commercial: 0,
  },
  cargo: {
    commercial: 1,
    turboprop: 1,
    "multi-engine": 0.6,
    helicopter: 0.4,
    "business-jet": 0.3,
    "single-engine": 0.3,
  },
  charter: {
    "business-jet": 1,
    turboprop: 0.8,
    commercial: 0.8,
    helicopter: 0.7,
    "multi-engine": 0.5,
    "single-engine": 0.2,
  },
  business: {
    "business-jet": 1,
    turboprop: 0.8,
    "multi-engine": 0.5,
    commercial: 0.4,
    helicopter: 0.4,
    "single-engine": 0.3,
  },
  personal: {
    "single-engine": 1,
    turboprop: 0.9,
    helicopter: 0.9,
    "multi-engine": 0.8,
    "business-jet": 0.6,
    commercial: 0,
  },
};

export const SEAT_BANDS: Record<PassengerCapacity, { min: number; max: number }> = {
  "1-4": { min: 1, max: 4 },
  "5-8": { min: 5, max: 8 },
  "9-15": { min: 9, max: 15 },
  "16+": { min: 16, max: Number.POSITIVE_INFINITY },
};

/** The lower bound of each range band in nautical miles; covering it covers the band's trips. */
export const RANGE_BAND_MIN_NM: Record<RangeBand, number> = {
  short: 0,
  medium: 1_500,
  long: 3_000,
  "ultra-long": 6_000,
};

/** The latest delivery, in months, each timeline accepts. */
export const TIMELINE_MONTHS: Record<Timeline, { latest: number; window: string }> = {
  immediate: { latest: 3, window: "1-3 month" },
  short: { latest: 6, window: "3-6 month" },
  medium: { latest: 12, window: "6-12 month" },
  long: { latest: Number.POSITIVE_INFINITY, window: "1+ year" },
};

export const USAGE_REASONS: Record<Usage, { good: string; poor: string }> = {
  training: { good: "Well suited to flight training", poor: "Not a typical training aircraft" },
  charter: { good: "Popular for charter operations", poor: "Less suited to charter operations" },
  business: { good: "Built for business travel", poor: "Less suited to business travel" },
  personal: { good: "Well suited to personal use", poor: "Less suited to personal use" },
  cargo: { good: "", poor: "Little room for cargo" },
};

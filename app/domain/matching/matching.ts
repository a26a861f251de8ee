import { AIRCRAFT_CATEGORIES, type AircraftCategory, categoryLabel } from "../catalog/categories";
import type { Listing } from "../listings/listing";
import {
  BUDGET_MAX,
  formatBudget,
  type MatchRequirements,
  type PassengerCapacity,
  type RangeBand,
  type RequestedAircraftType,
  type Timeline,
  type Usage,
} from "./match-requirements";
import { formatPrice } from "../catalog/price";

/**
 * The transparent matching engine: scores each aircraft against a buyer's
 * requirements with plain, documented arithmetic and says why in words.
 *
 * Each criterion yields a fit between 0 and 1. The match score is the weighted
 * average of the fits of the criteria the buyer actually gave, times 100, so an
 * optional question left blank neither adds nor removes anything. Pure: no I/O.
 */

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
 * Score (0..100) at or above which a listing counts as a "match" for the
 * buyer's headline count: roughly "right or near type, affordable, and most of
 * the other answers met". With only type and budget given, the asked-for type
 * within budget scores 100, a near type (affinity 0.5) within budget about 73,
 * and an unrelated type within budget about 45, below the threshold.
 */
export const MATCH_THRESHOLD = 60;

/** At most this many reasons are shown per listing, the most telling first. */
export const MAX_REASONS = 5;

/**
 * The shapes of the individual criteria: every number the engine uses besides
 * the weights, each with why.
 */
export const MATCH_RULES = {
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

const SEAT_BANDS: Record<PassengerCapacity, { min: number; max: number }> = {
  "1-4": { min: 1, max: 4 },
  "5-8": { min: 5, max: 8 },
  "9-15": { min: 9, max: 15 },
  "16+": { min: 16, max: Number.POSITIVE_INFINITY },
};

/** The lower bound of each range band in nautical miles; covering it covers the band's trips. */
const RANGE_BAND_MIN_NM: Record<RangeBand, number> = {
  short: 0,
  medium: 1_500,
  long: 3_000,
  "ultra-long": 6_000,
};

/** The latest delivery, in months, each timeline accepts. */
const TIMELINE_MONTHS: Record<Timeline, { latest: number; window: string }> = {
  immediate: { latest: 3, window: "1-3 month" },
  short: { latest: 6, window: "3-6 month" },
  medium: { latest: 12, window: "6-12 month" },
  long: { latest: Number.POSITIVE_INFINITY, window: "1+ year" },
};

const USAGE_REASONS: Record<Usage, { good: string; poor: string }> = {
  training: { good: "Well suited to flight training", poor: "Not a typical training aircraft" },
  charter: { good: "Popular for charter operations", poor: "Less suited to charter operations" },
  business: { good: "Built for business travel", poor: "Less suited to business travel" },
  personal: { good: "Well suited to personal use", poor: "Less suited to personal use" },
  cargo: { good: "", poor: "Little room for cargo" },
};

/** Words too common in notes to say anything about an aircraft. */
const STOP_WORDS = new Set([
  "the", "and", "for", "with", "that", "this", "from", "have", "has", "had", "are", "was",
  "were", "will", "would", "should", "could", "can", "need", "needs", "want", "wants",
  "looking", "look", "like", "prefer", "preferred", "preferably", "please", "our", "ours",
  "you", "your", "its", "not", "but", "any", "all", "some", "also", "must", "very", "more",
  "less", "than", "then", "into", "about", "just", "only", "well", "good", "nice", "plus",
  "aircraft", "airplane", "plane", "one", "who", "what", "when", "where", "which", "there",
  "their", "them", "they", "been", "being", "ideally", "really", "etc",
]);

const MIN_NOTE_WORD_LENGTH = 3;
/**
 * At most this many distinct note words are looked for (the first ones written),
 * so a pasted essay cannot slow the ranking of thousands of listings down.
 */
const MAX_NOTE_WORDS = 12;
/** At most this many found words are listed in a "Mentions:" reason. */
const MAX_MENTIONED_WORDS = 4;

export type ListingScore = {
  /** Integer 0..100. */
  matchScore: number;
  /** Plain-words reasons, the most telling first, at most MAX_REASONS. */
  reasons: string[];
};

export type MatchResult = {
  listing: Listing;
  /** Integer 0..100. */
  matchScore: number;
  reasons: string[];
  /** 1-based position in the ranking. */
  rank: number;
};

/** Scores one listing against requirements compiled once; null when the listing is excluded. */
export type ListingScorer = (listing: Listing) => ListingScore | null;

type NoteTerm = { word: string; stem: string; yPlural: boolean };

/** The most criteria that can give a reason: type, budget, seats, range, usage, timeline, notes. */
const CRITERIA_COUNT = 7;

/**
 * Candidate reasons for the listing being scored, in parallel arrays reused
 * from listing to listing, so scoring thousands of listings allocates little
 * beyond the reasons actually returned.
 */
class ReasonBuffer {
  private readonly texts: string[] = new Array<string>(CRITERIA_COUNT).fill("");
  private readonly positives: boolean[] = new Array<boolean>(CRITERIA_COUNT).fill(false);
  private readonly importances: number[] = new Array<number>(CRITERIA_COUNT).fill(0);
  private readonly order: number[] = new Array<number>(CRITERIA_COUNT).fill(0);
  private count = 0;

  clear(): void {
    this.count = 0;
  }

  add(text: string, positive: boolean, importance: number): void {
    this.texts[this.count] = text;
    this.positives[this.count] = positive;
    this.importances[this.count] = importance;
    this.count++;
  }

  /** The most telling reasons (largest importance, earlier criteria first on ties), positives first. */
  pick(): string[] {
    const { texts, positives, importances, order } = this;
    // Insertion sort of at most seven indices by importance, stable.
    for (let index = 0; index < this.count; index++) {
      let at = index;
      while (at > 0 && (importances[order[at - 1] ?? 0] ?? 0) < (importances[index] ?? 0)) {
        order[at] = order[at - 1] ?? 0;
        at--;
      }
      order[at] = index;
    }
    const kept = Math.min(this.count, MAX_REASONS);
    const shown: string[] = [];
    for (let pass = 0; pass < 2; pass++) {
      const wantPositive = pass === 0;
      for (let index = 0; index < kept; index++) {
        const reason = order[index] ?? 0;
        if (positives[reason] === wantPositive) shown.push(texts[reason] ?? "");
      }
    }
    return shown;
  }
}

type TypeVerdict = { fit: number; text: string; positive: boolean; importance: number };

/** The aircraft-type fit and reason for each listing category, worked out once per request. */
function typeVerdicts(requestedType: RequestedAircraftType): Record<AircraftCategory, TypeVerdict> {
  const weight = MATCH_WEIGHTS.aircraftType;
  const requestedLabel = categoryLabel(requestedType);
  const verdicts = {} as Record<AircraftCategory, TypeVerdict>;
  for (const { value: category, label } of AIRCRAFT_CATEGORIES) {
    const fit = CATEGORY_AFFINITY[requestedType][category];
    verdicts[category] =
      fit >= 1
        ? { fit, text: `${label}, as you asked`, positive: true, importance: weight }
        : fit >= MATCH_RULES.nearCategoryAffinity
          ? {
              fit,
              text: `${label}, close to the ${requestedLabel} you asked for`,
              positive: true,
              importance: weight * fit,
            }
          : {
              fit,
              text: `${label}, not the ${requestedLabel} you asked for`,
              positive: false,
              importance: weight * (1 - fit),
            };
  }
  return verdicts;
}

/**
 * Compiles the requirements once (bands, labels, note words, total weight) and
 * returns a scorer for listings. It ignores listing status, so a seller can see
 * how a draft would fare; it returns null only for a listing priced far over the
 * budget (above MATCH_RULES.overBudgetExclusionFactor times it). A budget at the
 * slider's maximum ("$100M+") has no upper limit.
 */
export function createListingScorer(requirements: MatchRequirements): ListingScorer {
  const verdicts = typeVerdicts(requirements.aircraftType);

  const budget = requirements.budget;
  const unlimitedBudget = budget >= BUDGET_MAX;
  const budgetLabel = unlimitedBudget ? formatBudget(budget) : formatPrice(budget);
  const maxPrice = unlimitedBudget
    ? Number.POSITIVE_INFINITY
    : budget * MATCH_RULES.overBudgetExclusionFactor;
  const fullUsePrice = budget * MATCH_RULES.fullBudgetUseShare;
  const softOver = MATCH_RULES.softOverBudgetFraction;
  const steepOverSpan = MATCH_RULES.overBudgetExclusionFactor - 1 - softOver;

  const capacity = requirements.passengerCapacity;
  const seatBand = capacity === undefined ? undefined : SEAT_BANDS[capacity];
  const oversizedSeats =
    seatBand === undefined ? Number.POSITIVE_INFINITY : seatBand.max * MATCH_RULES.oversizedSeatFactor;

  const rangeBand = requirements.range;
  const rangeMinNm = rangeBand === undefined ? 0 : RANGE_BAND_MIN_NM[rangeBand];

  const usage = requirements.usage;
  const usageFit = usage === undefined ? undefined : USAGE_CATEGORY_FIT[usage];
  const usageReasons = usage === undefined ? undefined : USAGE_REASONS[usage];

  const timeline = requirements.timeline;
  const timelineRule = timeline === undefined ? undefined : TIMELINE_MONTHS[timeline];

  const noteTerms = noteTermsOf(requirements.additionalNotes);
  const hasNotes = noteTerms.length > 0;
  const noneMentioned = `Doesn't mention: ${noteTerms
    .slice(0, MAX_MENTIONED_WORDS)
    .map((term) => term.word)
    .join(", ")}`;

  const totalWeight =
    MATCH_WEIGHTS.aircraftType +
    MATCH_WEIGHTS.budget +
    (capacity === undefined ? 0 : MATCH_WEIGHTS.passengerCapacity) +
    (rangeBand === undefined ? 0 : MATCH_WEIGHTS.range) +
    (usage === undefined ? 0 : MATCH_WEIGHTS.usage) +
    (timeline === undefined ? 0 : MATCH_WEIGHTS.timeline) +
    (hasNotes ? MATCH_WEIGHTS.notes : 0);

  const reasons = new ReasonBuffer();

  return (listing) => {
    const price = listing.price;
    if (price > maxPrice) return null;

    reasons.clear();
    let points = 0;

    // Aircraft type: the same category in full, a near one in part.
    const verdict = verdicts[listing.category];
    points += MATCH_WEIGHTS.aircraftType * verdict.fit;
    reasons.add(verdict.text, verdict.positive, verdict.importance);

    // Budget: full marks within it (a little less for a tiny fraction of it),
    // a soft penalty a little over, a steep one further over.
    {
      const weight = MATCH_WEIGHTS.budget;
      if (price <= budget || unlimitedBudget) {
        const fit =
          unlimitedBudget || price >= fullUsePrice
            ? 1
            : MATCH_RULES.tinyBudgetUseFit +
              (1 - MATCH_RULES.tinyBudgetUseFit) * (price / fullUsePrice);
        points += weight * fit;
        reasons.add(`Within budget: ${formatPrice(price)} of ${budgetLabel}`, true, weight * fit);
      } else {
        const over = (price - budget) / budget;
        const fit =
          over <= softOver
            ? MATCH_RULES.justOverBudgetFit -
              (MATCH_RULES.justOverBudgetFit - MATCH_RULES.softOverBudgetEndFit) * (over / softOver)
            : Math.max(0, MATCH_RULES.softOverBudgetEndFit * (1 - (over - softOver) / steepOverSpan));
        points += weight * fit;
        const percent = Math.max(1, Math.ceil(((price - budget) * 100) / budget));
        reasons.add(`${percent}% over your ${budgetLabel} budget`, false, weight * (1 - fit));
      }
    }

    // Passenger capacity: enough seats in full, fewer in proportion.
    if (seatBand !== undefined) {
      const weight = MATCH_WEIGHTS.passengerCapacity;
      const seats = listing.seats;
      if (seats < seatBand.min) {
        const fit = Math.pow(Math.max(0, seats) / seatBand.min, MATCH_RULES.seatShortfallExponent);
        points += weight * fit;
        reasons.add(`Seats ${seats}, fewer than the ${capacity} you need`, false, weight * (1 - fit));
      } else if (seats > oversizedSeats) {
        const fit = MATCH_RULES.oversizedSeatFit;
        points += weight * fit;
        reasons.add(`Seats ${seats}, far more than the ${capacity} you need`, false, weight * (1 - fit));
      } else {
        points += weight;
        reasons.add(`Seats ${seats}, you need ${capacity}`, true, weight);
      }
    }

    // Range: covering the band's lower bound in full, short of it in proportion.
    if (rangeBand !== undefined) {
      const weight = MATCH_WEIGHTS.range;
      const rangeNm = listing.specifications.rangeNm;
      if (rangeNm >= rangeMinNm || rangeMinNm === 0) {
        points += weight;
        reasons.add(`Range ${groupThousands(rangeNm)} nm covers ${rangeBand} trips`, true, weight);
      } else {
        const fit = Math.max(0, rangeNm) / rangeMinNm;
        points += weight * fit;
        reasons.add(
          `Range ${groupThousands(rangeNm)} nm is short of ${rangeBand} trips`,
          false,
          weight * (1 - fit),
        );
      }
    }

    // Usage: the category's suitability, blended with load, cabin or speed.
    if (usage !== undefined && usageFit !== undefined && usageReasons !== undefined) {
      const weight = MATCH_WEIGHTS.usage;
      const categoryFit = usageFit[listing.category];
      let fit = categoryFit;
      if (usage === "cargo") {
        fit = blendUsage(categoryFit, listing.usefulLoadLbs / MATCH_RULES.cargoUsefulLoadTargetLbs);
      } else if (usage === "charter") {
        fit = blendUsage(categoryFit, listing.seats / MATCH_RULES.charterSeatsTarget);
      } else if (usage === "business") {
        fit = blendUsage(
          categoryFit,
          listing.specifications.cruiseSpeedKts / MATCH_RULES.businessCruiseTargetKts,
        );
      }
      points += weight * fit;
      if (fit >= MATCH_RULES.usageGoodFit) {
        const text =
          usage === "cargo"
            ? `Useful load ${groupThousands(listing.usefulLoadLbs)} lbs suits cargo`
            : usageReasons.good;
        reasons.add(text, true, weight * fit);
      } else if (fit < MATCH_RULES.usagePoorFit) {
        reasons.add(usageReasons.poor, false, weight * (1 - fit));
      }
    }

    // Timeline: available within the window in full, later in proportion.
    if (timelineRule !== undefined) {
      const weight = MATCH_WEIGHTS.timeline;
      const months = Math.max(0, listing.availableInMonths);
      const when =
        months === 0 ? "Available now" : `Available in ${months} ${months === 1 ? "month" : "months"}`;
      const latest = timelineRule.latest;
      if (months <= latest) {
        points += weight;
        reasons.add(when, true, weight);
      } else {
        const fit = Math.max(0, 1 - (months - latest) / latest);
        points += weight * fit;
        reasons.add(`${when}, later than your ${timelineRule.window} timeline`, false, weight * (1 - fit));
      }
    }

    // Notes: the share of the note's words the listing mentions.
    if (hasNotes) {
      const weight = MATCH_WEIGHTS.notes;
      const text = searchableText(listing);
      let found: string[] | undefined;
      for (const term of noteTerms) {
        if (containsTerm(text, term)) (found ??= []).push(term.word);
      }
      if (found === undefined) {
        reasons.add(noneMentioned, false, weight);
      } else {
        points += (weight * found.length) / noteTerms.length;
        if (found.length > MAX_MENTIONED_WORDS) found.length = MAX_MENTIONED_WORDS;
        reasons.add(
          `Mentions: ${found.join(", ")}`,
          true,
          weight * MATCH_RULES.notesReasonSalience,
        );
      }
    }

    const score = Math.round((100 * points) / totalWeight);
    return { matchScore: Math.min(100, Math.max(0, score)), reasons: reasons.pick() };
  };
}

/**
 * Scores one listing against one buyer's requirements (for example a stored
 * buyer request, when showing a seller the demand for an aircraft). Status is
 * not considered; returns null if the listing is far over the buyer's budget.
 */
export function scoreListing(
  requirements: MatchRequirements,
  listing: Listing,
): ListingScore | null {
  return createListingScorer(requirements)(listing);
}

/**
 * Ranks active listings for a buyer, best first: higher score, then lower
 * price, then lower id. Listings that are not active, or priced far over the
 * budget, are left out.
 */
export function rankListings(requirements: MatchRequirements, listings: Listing[]): MatchResult[] {
  const score = createListingScorer(requirements);
  const results: MatchResult[] = [];
  for (const listing of listings) {
    if (listing.status !== "active") continue;
    const scored = score(listing);
    if (scored === null) continue;
    results.push({ listing, matchScore: scored.matchScore, reasons: scored.reasons, rank: 0 });
  }
  results.sort(
    (a, b) =>
      b.matchScore - a.matchScore ||
      a.listing.price - b.listing.price ||
      a.listing.id - b.listing.id,
  );
  for (let index = 0; index < results.length; index++) {
    const result = results[index];
    if (result !== undefined) result.rank = index + 1;
  }
  return results;
}

/** How many results reach MATCH_THRESHOLD. */
export function countMatches(results: readonly { matchScore: number }[]): number {
  let count = 0;
  for (const result of results) if (result.matchScore >= MATCH_THRESHOLD) count++;
  return count;
}

function blendUsage(categoryFit: number, attributeRatio: number): number {
  const share = MATCH_RULES.usageCategoryShare;
  const attribute = Math.min(1, Math.max(0, attributeRatio));
  return share * categoryFit + (1 - share) * attribute;
}

/**
 * The note's words worth looking for: lower-cased runs of letters and digits of
 * 3+ characters, inner hyphens and apostrophes dropped ("wi-fi" is "wifi"),
 * stop words skipped, each once. A plural is looked for by its singular stem.
 */
function noteTermsOf(notes: string | undefined): NoteTerm[] {
  if (notes === undefined) return [];
  const words = notes
    .toLowerCase()
    .replace(/([\p{L}\p{N}])['’-](?=[\p{L}\p{N}])/gu, "$1")
    .match(/[\p{L}\p{N}]+/gu);
  if (words === null) return [];
  const terms: NoteTerm[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    if (word.length < MIN_NOTE_WORD_LENGTH || STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    terms.push(noteTerm(word));
    if (terms.length >= MAX_NOTE_WORDS) break;
  }
  return terms;
}

/** "winglets" is looked for as "winglet" (+s/es), "batteries" and "battery" as "batter" + y/ies. */
function noteTerm(word: string): NoteTerm {
  if (word.length >= 5 && word.endsWith("ies")) return { word, stem: word.slice(0, -3), yPlural: true };
  if (word.length >= 4 && word.endsWith("y")) return { word, stem: word.slice(0, -1), yPlural: true };
  if (word.length >= 5 && word.endsWith("s") && !word.endsWith("ss")) {
    return { word, stem: word.slice(0, -1), yPlural: false };
  }
  return { word, stem: word, yPlural: false };
}

/**
 * The listing's words in one lower-case string: name, manufacturer, model,
 * description, features and location. Hyphenated words also appear joined, so
 * "Wi-Fi" is found as "wifi".
 */
function searchableText(listing: Listing): string {
  let text = `${listing.name} ${listing.manufacturer} ${listing.model} ${listing.description} ${listing.location}`;
  for (const feature of listing.features) text += ` ${feature}`;
  text = text.toLowerCase();
  if (text.includes("-")) text += ` ${text.replaceAll("-", "")}`;
  return text;
}

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/** The length of the ending at `at` that keeps the term a whole word, or -1 if none does. */
function wordEnd(text: string, at: number, yPlural: boolean): number {
  const endings = yPlural ? Y_ENDINGS : PLAIN_ENDINGS;
  for (const ending of endings) {
    if (ending !== "" && !text.startsWith(ending, at)) continue;
    const next = at + ending.length;
    if (next >= text.length || !isWordChar(text.charCodeAt(next))) return ending.length;
  }
  return -1;
}

const PLAIN_ENDINGS = ["", "s", "es"] as const;
const Y_ENDINGS = ["y", "ies", "ys"] as const;

/** Whether the term occurs in the lower-case text as a whole word, singular or plural. */
function containsTerm(text: string, term: NoteTerm): boolean {
  const stem = term.stem;
  let at = text.indexOf(stem);
  while (at >= 0) {
    if ((at === 0 || !isWordChar(text.charCodeAt(at - 1))) && wordEnd(text, at + stem.length, term.yPlural) >= 0) {
      return true;
    }
    at = text.indexOf(stem, at + 1);
  }
  return false;
}

/** Whole numbers with thousands separators ("4,350"), without the cost of Intl per call. */
function groupThousands(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  let grouped = digits.length > 3 ? "" : digits;
  if (digits.length > 3) {
    const head = digits.length % 3 || 3;
    grouped = digits.slice(0, head);
    for (let index = head; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  }
  return value < 0 ? `-${grouped}` : grouped;
}

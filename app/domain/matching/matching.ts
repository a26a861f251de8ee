import type { Engine } from "../listings/aviation";
import type { Listing } from "../listings/listing";
import { formatPrice } from "../catalog/price";
import { formatDate, SHORT_DATE } from "../format-date";
import { BUDGET_MAX, formatBudget } from "./match-requirements";
import type { MatchRequirements } from "./match-requirements-schema";
import { containsTerm, noteTermsOf, searchableText } from "./note-terms";
import { groupThousands, ReasonBuffer, typeVerdicts } from "./reasons";
import {
  MATCH_RULES,
  MATCH_WEIGHTS,
  RANGE_BAND_MIN_NM,
  SEAT_BANDS,
  TIMELINE_MONTHS,
  UNANSWERED_FIT,
  USAGE_CATEGORY_FIT,
  USAGE_REASONS,
} from "./rules";

/**
 * The transparent matching engine: scores each aircraft against a buyer's
 * requirements with plain, documented arithmetic and says why in words.
 *
 * Each criterion yields a fit between 0 and 1. The match score is the weighted
 * average of the fits, times 100, where a question left blank counts at
 * UNANSWERED_FIT: 100 means everything was asked and met. Whether a listing is a
 * match at all is plainer: the type asked for, within the budget. Pure: no I/O.
 */

/** At most this many found words are listed in a "Mentions:" reason. */
const MAX_MENTIONED_WORDS = 4;

export type ListingScore = {
  /** Integer 0..100. */
  matchScore: number;
  /** The aircraft type asked for, within the budget: what the buyer's count of matches counts. */
  meetsRequirements: boolean;
  /** Plain-words reasons, the most telling first, at most MAX_REASONS. */
  reasons: string[];
};

/**
 * Scores one listing against requirements compiled once; null when the listing is excluded.
 * With `explain` false the reasons are left out (empty): the score is the same, without the
 * words and figures a ranking of thousands only needs for the few it shows.
 */
export type ListingScorer = (listing: Listing, explain?: boolean) => ListingScore | null;

/**
 * Compiles the requirements once (bands, labels, note words, total weight) and
 * returns a scorer for listings. It ignores listing status, so a seller can see
 * how a draft would fare; it returns null only for a listing priced far over the
 * budget (above MATCH_RULES.overBudgetExclusionFactor times it). A budget at the
 * slider's maximum ("$100M+") has no upper limit.
 */
export function createListingScorer(requirements: MatchRequirements, now: Date = new Date()): ListingScorer {
  const today = now.toISOString().slice(0, 10);
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
  // Business, charter and cargo flights use controlled airspace, where ADS-B Out is required; so does a buyer who asks for it.
  const needsAdsbOut =
    usage === "business" || usage === "charter" || usage === "cargo" || /\bads-?b\b/i.test(requirements.additionalNotes ?? "");
  const hasNotes = noteTerms.length > 0;
  const noneMentioned = `Doesn't mention: ${noteTerms
    .slice(0, MAX_MENTIONED_WORDS)
    .map((term) => term.word)
    .join(", ")}`;

  const totalWeight = Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  const unansweredWeight =
    (capacity === undefined ? MATCH_WEIGHTS.passengerCapacity : 0) +
    (rangeBand === undefined ? MATCH_WEIGHTS.range : 0) +
    (usage === undefined ? MATCH_WEIGHTS.usage : 0) +
    (timeline === undefined ? MATCH_WEIGHTS.timeline : 0) +
    (hasNotes ? 0 : MATCH_WEIGHTS.notes);

  const reasons = new ReasonBuffer();

  return (listing, explain = true) => {
    const price = listing.price;
    if (price > maxPrice) return null;

    if (explain) reasons.clear();
    let points = UNANSWERED_FIT * unansweredWeight;
    const meetsRequirements = verdicts[listing.category].fit >= 1 && (unlimitedBudget || price <= budget);

    // Aircraft type: the same category in full, a near one in part.
    const verdict = verdicts[listing.category];
    points += MATCH_WEIGHTS.aircraftType * verdict.fit;
    if (explain) reasons.add(verdict.text, verdict.positive, verdict.importance);

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
        if (explain) reasons.add(`Within budget: ${formatPrice(price)} of ${budgetLabel}`, true, weight * fit);
      } else {
        const over = (price - budget) / budget;
        const fit =
          over <= softOver
            ? MATCH_RULES.justOverBudgetFit -
              (MATCH_RULES.justOverBudgetFit - MATCH_RULES.softOverBudgetEndFit) * (over / softOver)
            : Math.max(0, MATCH_RULES.softOverBudgetEndFit * (1 - (over - softOver) / steepOverSpan));
        points += weight * fit;
        const percent = Math.max(1, Math.ceil(((price - budget) * 100) / budget));
        if (explain) reasons.add(`${percent}% over your ${budgetLabel} budget`, false, weight * (1 - fit));
      }
    }

    // Passenger capacity: enough seats in full, fewer in proportion.
    if (seatBand !== undefined) {
      const weight = MATCH_WEIGHTS.passengerCapacity;
      const seats = listing.seats;
      if (seats < seatBand.min) {
        const fit = Math.pow(Math.max(0, seats) / seatBand.min, MATCH_RULES.seatShortfallExponent);
        points += weight * fit;
        if (explain) reasons.add(`Seats ${seats}, fewer than the ${capacity} you need`, false, weight * (1 - fit));
      } else if (seats > oversizedSeats) {
        const fit = MATCH_RULES.oversizedSeatFit;
        points += weight * fit;
        if (explain) reasons.add(`Seats ${seats}, far more than the ${capacity} you need`, false, weight * (1 - fit));
      } else {
        points += weight;
        if (explain) reasons.add(`Seats ${seats}, you need ${capacity}`, true, weight);
      }
    }

    // Range: covering the band's lower bound in full, short of it in proportion.
    if (rangeBand !== undefined) {
      const weight = MATCH_WEIGHTS.range;
      const rangeNm = listing.specifications.rangeNm;
      if (rangeNm >= rangeMinNm || rangeMinNm === 0) {
        points += weight;
        if (explain) reasons.add(`Range ${groupThousands(rangeNm)} nm covers ${rangeBand} trips`, true, weight);
      } else {
        const fit = Math.max(0, rangeNm) / rangeMinNm;
        points += weight * fit;
        if (explain) reasons.add(
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
        if (explain) reasons.add(usage === "cargo" ? `Useful load ${groupThousands(listing.usefulLoadLbs)} lbs suits cargo` : usageReasons.good, true, weight * fit);
      } else if (fit < MATCH_RULES.usagePoorFit) {
        if (explain) reasons.add(usageReasons.poor, false, weight * (1 - fit));
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
        if (explain) reasons.add(when, true, weight);
      } else {
        const fit = Math.max(0, 1 - (months - latest) / latest);
        points += weight * fit;
        if (explain) reasons.add(`${when}, later than your ${timelineRule.window} timeline`, false, weight * (1 - fit));
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
        if (explain) reasons.add(noneMentioned, false, weight);
      } else {
        points += (weight * found.length) / noteTerms.length;
        if (found.length > MAX_MENTIONED_WORDS) found.length = MAX_MENTIONED_WORDS;
        if (explain) reasons.add(
          `Mentions: ${found.join(", ")}`,
          true,
          weight * MATCH_RULES.notesReasonSalience,
        );
      }
    }

    // Reasons only, never points: left out unless explained.
    if (explain) {
      const engine = engineNearestOverhaul(listing.aviation.engines);
      if (engine !== undefined) {
        const text = `Engine at ${groupThousands(engine.timeHours)} of ${groupThousands(engine.tboHours)} hours`;
        const left = engine.tboHours - engine.timeHours;
        if (left >= engine.tboHours * MATCH_RULES.engineOverhaulDueShare) reasons.add(text, true, MATCH_RULES.engineReasonImportance);
        else reasons.add(`${text}, past ${Math.round((1 - MATCH_RULES.engineOverhaulDueShare) * 100)}% of its TBO: overhaul ${left <= 0 ? "due" : "due soon"}`, false, MATCH_RULES.engineOverhaulReasonImportance);
      }

      // The aircraft's condition as its seller stated it: each a reason against, never a point, as engine time.
      const history = listing.aviation.history;
      if (history?.damage === "yes") {
        reasons.add(`Damage history${history.damageDescription ? `: ${shortened(history.damageDescription)}` : ""}`, false, MATCH_RULES.conditionReasonImportance);
      }
      if (history?.logbooks === "partial") reasons.add("Logbooks partial: part of the aircraft's records is missing", false, MATCH_RULES.conditionReasonImportance);
      if (history?.logbooks === "no") reasons.add("Logbooks missing: the aircraft's records are not there", false, MATCH_RULES.conditionReasonImportance);
      const nextDue = listing.aviation.inspection?.nextDue;
      if (nextDue !== undefined && nextDue < today) reasons.add(`Inspection expired: the next was due ${formatDate(new Date(`${nextDue}T00:00:00Z`), SHORT_DATE)}`, false, MATCH_RULES.conditionReasonImportance);

      const adsbOut = listing.aviation.equipment?.adsbOut;
      if (needsAdsbOut && adsbOut !== undefined) {
        if (adsbOut === "yes") reasons.add("ADS-B Out equipped", true, MATCH_RULES.adsbReasonImportance);
        else reasons.add("No ADS-B Out, required where you fly", false, MATCH_RULES.adsbReasonImportance);
      }
    }

    const score = Math.round((100 * points) / totalWeight);
    return { matchScore: Math.min(100, Math.max(0, score)), meetsRequirements, reasons: explain ? reasons.pick() : [] };
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

/** A seller's damage description as a reason quotes it: its first sentence, at most 80 characters. */
function shortened(text: string): string {
  const first = text.split(/(?<=[.!?])\s/)[0]!.trim().replace(/[.!?]$/, "");
  return first.length <= 80 ? first : `${first.slice(0, 79).trimEnd()}…`;
}

/** The engine with the fewest hours left before TBO: the one a buyer prices first. */
function engineNearestOverhaul(engines: readonly Engine[] | undefined): Engine | undefined {
  let nearest: Engine | undefined;
  for (const engine of engines ?? []) {
    if (nearest === undefined || engine.tboHours - engine.timeHours < nearest.tboHours - nearest.timeHours) nearest = engine;
  }
  return nearest;
}

function blendUsage(categoryFit: number, attributeRatio: number): number {
  const share = MATCH_RULES.usageCategoryShare;
  const attribute = Math.min(1, Math.max(0, attributeRatio));
  return share * categoryFit + (1 - share) * attribute;
}

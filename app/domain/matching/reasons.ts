import { AIRCRAFT_CATEGORIES, type AircraftCategory, categoryLabel } from "../catalog/categories";
import type { RequestedAircraftType } from "./match-requirements";
import { CATEGORY_AFFINITY, MATCH_RULES, MATCH_WEIGHTS, MAX_REASONS } from "./rules";

/** The most criteria that can give a reason: type, budget, seats, range, usage, timeline, notes, engine time, ADS-B Out, damage, logbooks, inspection. */
const CRITERIA_COUNT = 12;

/**
 * Candidate reasons for the listing being scored, in parallel arrays reused
 * from listing to listing, so scoring thousands of listings allocates little
 * beyond the reasons actually returned.
 */
export class ReasonBuffer {
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
    // Insertion sort of at most twelve indices by importance, stable.
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

export type TypeVerdict = { fit: number; text: string; positive: boolean; importance: number };

/** The aircraft-type fit and reason for each listing category, worked out once per request. */
export function typeVerdicts(requestedType: RequestedAircraftType): Record<AircraftCategory, TypeVerdict> {
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

/** Whole numbers with thousands separators ("4,350"), without the cost of Intl per call. */
export function groupThousands(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  let grouped = digits.length > 3 ? "" : digits;
  if (digits.length > 3) {
    const head = digits.length % 3 || 3;
    grouped = digits.slice(0, head);
    for (let index = head; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  }
  return value < 0 ? `-${grouped}` : grouped;
}

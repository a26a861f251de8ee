/**
 * How far the value estimate lands, measured per segment (a model family, a trade group of
 * families, or a model outside the family table): each listing is valued from all the
 * others (leave one out) exactly as its page values it, and its asking price is the
 * answer. The median absolute error of a segment is what the panel states ("typically
 * within N%") and what the deal label needs to be 10% or better. The server measures the
 * site's own inventory (segment-errors.server.ts); `npm run bench:valuation` prints it.
 */
import { dealVerdict, type DealLabel } from "./deal-label";
import { tradesAlikeWith } from "../aircraft/model-families";
import { estimateValue, quantile, segmentsOf, type ValuedAircraft } from "./estimate";
import type { ValueEstimate } from "./estimate-rules";

export type SegmentError = {
  /** Listings of the segment valued. */
  listings: number;
  /** Of those, how many got an estimate (enough comparables). */
  estimated: number;
  /** The median number of comparables those estimates used. */
  comparables: number;
  /** The median absolute share between estimate and asking price; null without any estimate. */
  medianError: number | null;
};

export type SegmentErrors = Record<string, SegmentError>;

/** At most this many listings of a segment are valued (the first by id): a segment's median is stable long before, and a large inventory stays affordable. */
export const MAX_MEASURED_PER_SEGMENT = 1_000;

type Measured = { subjects: ValuedAircraft[]; candidates: readonly ValuedAircraft[] };
export type MeasuredListing = { subject: ValuedAircraft; segment: string; estimate: ValueEstimate | null };

/**
 * Each segment's error over `subjects`, valued from `candidates` (the active listings;
 * a subject among them is left out by the rule itself), and each subject's estimate.
 * A subject without an estimate counts among the listings of the segment it would have
 * been valued in.
 */
export function measureSegments({ subjects, candidates }: Measured): { segments: SegmentErrors; measured: MeasuredListing[] } {
  // Only the subject's own segment can hold its comparables (estimate.ts): the others are not looked through.
  const bySegment = Map.groupBy(candidates, (candidate) => segmentsOf(candidate).family.key);
  const within = (subject: ValuedAircraft) => {
    const own = segmentsOf(subject);
    const families = own.family.family ? [own.family.family, ...tradesAlikeWith(own.family.family)].map((family) => `family:${family.id}`) : [own.family.key];
    return families.flatMap((key) => bySegment.get(key) ?? []);
  };
  const tally = new Map<string, { listings: number; errors: number[]; comparables: number[] }>();
  const measured: MeasuredListing[] = [];
  for (const subject of [...subjects].sort((a, b) => a.id - b.id)) {
    const estimate = estimateValue(subject, within(subject));
    const own = segmentsOf(subject);
    const segment = estimate?.segment ?? (own.group ?? own.family).key;
    const entry = tally.get(segment) ?? { listings: 0, errors: [], comparables: [] };
    if (entry.listings >= MAX_MEASURED_PER_SEGMENT) continue;
    tally.set(segment, entry);
    entry.listings += 1;
    measured.push({ subject, segment, estimate });
    if (!estimate) continue;
    entry.errors.push(Math.abs(estimate.value - subject.price) / subject.price);
    entry.comparables.push(estimate.comparables.length);
  }
  const segments: SegmentErrors = {};
  for (const [key, entry] of tally) {
    const sorted = entry.errors.sort((a, b) => a - b);
    segments[key] = {
      listings: entry.listings,
      estimated: sorted.length,
      comparables: sorted.length > 0 ? quantile(entry.comparables.sort((a, b) => a - b), 0.5) : 0,
      medianError: sorted.length > 0 ? quantile(sorted, 0.5) : null,
    };
  }
  return { segments, measured };
}

/** The deal label a measured listing shows, or null. */
export function labelOf(listing: MeasuredListing, segments: SegmentErrors): DealLabel | null {
  return dealVerdict(listing.subject.price, listing.estimate, segments[listing.segment] ?? null).label;
}

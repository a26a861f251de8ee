import { type CatalogFilter, PRICE_OPTIONS } from "./catalog";
import { PRESETS } from "./facet-choices";
import { ENGINE_HOURS_PRESETS } from "./aircraft-attributes";

/**
 * When the facets' counts may come from the summary of counts (catalog_facet_summary,
 * docs/decisions/026) instead of every listing. The summary keeps a listing's price and total
 * time only as the span between two of these cuts they fall in (drizzle/0046's
 * catalog_facet_price and catalog_facet_hours hold the same numbers), so it answers a bound
 * only when the bound is one of them, and the hours to TBO likewise (drizzle/0056's
 * catalog_facet_engine_hours: the form's choices, aircraft-attributes.ts). The attribute
 * flags it keeps as they are (docs/decisions/056); words and the distance from an airport
 * it does not keep at all.
 */

const ascending = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

/** Where a price condition turns: the bands' ends, each "or more" choice, and one above each "or less" choice (a price is in whole dollars, under priceTo + 1). */
export const SUMMARY_PRICE_CUTS = ascending([
  ...PRICE_OPTIONS.flatMap((option): number[] => [option.min ?? [], option.max ?? []].flat()),
  ...PRESETS.priceFrom,
  ...PRESETS.priceTo.map((price) => price + 1),
]);

/** Where a total time condition turns: one above each "Up to" choice (a total time is in whole hours, at most maxTotalTime). */
export const SUMMARY_HOURS_CUTS = ascending(PRESETS.maxHours.map((hours) => hours + 1));

/** Where an hours-to-TBO condition turns: the form's choices ("1,000+ hours to TBO"). */
export const SUMMARY_ENGINE_HOURS_CUTS = ascending(ENGINE_HOURS_PRESETS);

const among = (cuts: readonly number[], value: number | null) => value === null || cuts.includes(value);

/** Whether the summary counts exactly what every one of these filters finds. */
export function summaryCounts(filters: readonly CatalogFilter[]): boolean {
  return filters.every(
    (filter) =>
      filter.tsquery === null &&
      filter.nearLatitude === null &&
      among(SUMMARY_ENGINE_HOURS_CUTS, filter.minEngineHours) &&
      among(SUMMARY_PRICE_CUTS, filter.minPrice) &&
      among(SUMMARY_PRICE_CUTS, filter.maxPrice) &&
      among(SUMMARY_HOURS_CUTS, filter.maxTotalTime === null ? null : filter.maxTotalTime + 1),
  );
}

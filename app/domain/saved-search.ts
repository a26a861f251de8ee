import { CATEGORY_OPTIONS, type CatalogQuery, catalogHref, DEFAULT_CATALOG_QUERY, PRICE_OPTIONS } from "./catalog";
import { AIRCRAFT_TYPE_OPTIONS, formatBudget, type MatchRequirements, optionLabel } from "./match-requirements";

export const ALERT_FREQUENCIES = [
  { value: "instant", label: "Instant" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "off", label: "Off" },
] as const;

export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]["value"];

export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = "daily";

/** How long after its last alert a digest is due again. Instant alerts go out at the sender's next round. */
export const DIGEST_INTERVAL_MS: Record<Exclude<AlertFrequency, "off">, number> = {
  instant: 0,
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};

/** The catalogue's filters and sort, without the page and the view, which are how it is read, not what is sought. */
export type CatalogSearch = Pick<CatalogQuery, "q" | "category" | "price" | "sort">;

/** What a saved search looks for: a catalogue search, or an /ai-match mission. */
export type SearchCriteria =
  | { kind: "catalog"; search: CatalogSearch }
  | { kind: "match"; requirements: MatchRequirements };

export function catalogSearchOf(query: CatalogQuery): CatalogSearch {
  return { q: query.q, category: query.category, price: query.price, sort: query.sort };
}

/**
 * One canonical string per search, so the same search saved twice is one. The
 * free-text notes of a mission do not change which aircraft match, so they are
 * left out.
 */
export function criteriaKey(criteria: SearchCriteria): string {
  if (criteria.kind === "catalog") {
    const { q, category, price, sort } = criteria.search;
    return JSON.stringify(["catalog", q.toLowerCase(), category, price, sort]);
  }
  const { aircraftType, budget, passengerCapacity, range, usage, timeline } = criteria.requirements;
  return JSON.stringify(["match", aircraftType, budget, passengerCapacity ?? "", range ?? "", usage ?? "", timeline ?? ""]);
}

const NAME_MAX_LENGTH = 80;

/** The name offered when a search is saved, from what it looks for: "Business Jet · $2M - $10M · "citation"". */
export function suggestedSearchName(criteria: SearchCriteria): string {
  const parts: string[] = [];
  if (criteria.kind === "catalog") {
    const { q, category, price } = criteria.search;
    if (category !== DEFAULT_CATALOG_QUERY.category) parts.push(optionLabel(CATEGORY_OPTIONS, category));
    if (price !== DEFAULT_CATALOG_QUERY.price) parts.push(optionLabel(PRICE_OPTIONS, price));
    if (q) parts.push(`"${q}"`);
    if (parts.length === 0) parts.push("All aircraft");
  } else {
    const { aircraftType, budget } = criteria.requirements;
    parts.push(`AI Match: ${optionLabel(AIRCRAFT_TYPE_OPTIONS, aircraftType)}`, `up to ${formatBudget(budget)}`);
  }
  return parts.join(" · ").slice(0, NAME_MAX_LENGTH);
}

/** Where the buyer runs a catalogue search again: the catalogue with its filters and sort, on page one. */
export function catalogSearchHref(search: CatalogSearch): string {
  return catalogHref({ ...DEFAULT_CATALOG_QUERY, ...search });
}

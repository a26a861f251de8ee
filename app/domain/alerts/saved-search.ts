import {
  CATEGORY_OPTIONS,
  type CatalogQuery,
  catalogHref,
  DEFAULT_CATALOG_QUERY,
  PRICE_OPTIONS,
  SORT_OPTIONS,
} from "../catalog/catalog";
import { type CatalogFacets, describeFacets, facetParams, NO_FACETS } from "../catalog/facets";
import { AIRCRAFT_TYPE_OPTIONS, formatBudget, optionLabel } from "../matching/match-requirements";
import type { MatchRequirements } from "../matching/match-requirements-schema";
import { requirementSummary } from "../matching/requirement-summary";
import { type AlertFrequency, SEARCH_NAME_MAX_LENGTH } from "./alert-frequency";
export { FREQUENCY_INVALID, SEARCH_NAME_REQUIRED, SEARCH_NAME_TOO_LONG } from "./saved-search-forms";

export {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  DEFAULT_ALERT_FREQUENCY,
  frequencyLabel,
  SAVED_SEARCHES_TAB,
  SEARCH_NAME_MAX_LENGTH,
} from "./alert-frequency";

/** How long after its last alert a digest is due again. Instant alerts go out at the sender's next round. */
export const DIGEST_INTERVAL_MS: Record<Exclude<AlertFrequency, "off">, number> = {
  instant: 0,
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};

/** What a page offers for "Save this search": prepared by the loader, null for a seller. */
export type SaveSearchOffer = {
  /** The search as hidden form fields. */
  fields: [string, string][];
  suggestedName: string;
  /** The page the buyer is on, to come back to after saving (and signing in). */
  returnTo: string;
  signedIn: boolean;
  /** The buyer's saved search for exactly this search, if they saved it before. */
  saved: { id: number; name: string } | null;
};

/** The catalogue's filters and sort, without the page and the view, which are how it is read, not what is sought. */
export type CatalogSearch = Pick<CatalogQuery, "q" | "category" | "price" | "sort"> & { facets?: CatalogFacets };

/** What a saved search looks for: a catalogue search, or an /ai-match mission. */
export type SearchCriteria =
  | { kind: "catalog"; search: CatalogSearch }
  | { kind: "match"; requirements: MatchRequirements };

export function catalogSearchOf(query: CatalogQuery): CatalogSearch {
  return { q: query.q, category: query.category, price: query.price, sort: query.sort, facets: query.facets };
}

/** Notes as the engine reads them: case and spacing change no score. */
function notesKey(notes: string | undefined): string {
  return (notes ?? "").trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * One canonical string per search, so the same search saved twice is one. A
 * mission's notes are part of it: the engine scores the words they name.
 */
export function criteriaKey(criteria: SearchCriteria): string {
  if (criteria.kind === "catalog") {
    const { q, category, price, sort, facets } = criteria.search;
    const narrowed = facetParams(facets ?? NO_FACETS).map(([name, value]) => `${name}=${value.toLowerCase()}`);
    // A search without facets keeps the key it had before there were facets.
    return JSON.stringify(["catalog", q.toLowerCase(), category, price, sort, ...(narrowed.length > 0 ? [narrowed] : [])]);
  }
  const { aircraftType, budget, passengerCapacity, range, usage, timeline, additionalNotes } = criteria.requirements;
  return JSON.stringify(["match", aircraftType, budget, passengerCapacity ?? "", range ?? "", usage ?? "", timeline ?? "", notesKey(additionalNotes)]);
}

/** Saved searches one buyer keeps: far more than anyone follows, few enough that each alert round stays cheap. */
export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You have ${MAX_SAVED_SEARCHES} saved searches, the most an account keeps. Delete one you no longer need from your dashboard, then save this one.`;

/** Saved searches created or changed per buyer: a person saving by hand never reaches it. */
export const SAVE_SEARCH_RATE_LIMIT = { limit: 30, windowSeconds: 60 * 60 } as const;

export function saveSearchRateRule(buyerId: string) {
  return { key: `saved-search:buyer:${buyerId}`, ...SAVE_SEARCH_RATE_LIMIT };
}

export function saveSearchRateMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have saved many searches in a short time. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again; nothing was saved.`;
}

/** The name offered when a search is saved, from what it looks for: Business Jet · $2M - $10M · “citation”. */
export function suggestedSearchName(criteria: SearchCriteria): string {
  const parts: string[] = [];
  if (criteria.kind === "catalog") {
    const { q, category, price, facets } = criteria.search;
    if (category !== DEFAULT_CATALOG_QUERY.category) parts.push(optionLabel(CATEGORY_OPTIONS, category));
    if (price !== DEFAULT_CATALOG_QUERY.price) parts.push(optionLabel(PRICE_OPTIONS, price));
    parts.push(...describeFacets(facets ?? NO_FACETS).map((facet) => facet.label));
    if (q) parts.push(`“${q}”`);
    if (parts.length === 0) parts.push("All aircraft");
  } else {
    const { aircraftType, budget } = criteria.requirements;
    parts.push(`AI Match: ${optionLabel(AIRCRAFT_TYPE_OPTIONS, aircraftType)}`, `up to ${formatBudget(budget)}`);
  }
  return parts.join(" · ").slice(0, SEARCH_NAME_MAX_LENGTH);
}

/** Where the buyer runs a catalogue search again: the catalogue with its filters and sort, on page one. */
export function catalogSearchHref(search: CatalogSearch): string {
  return catalogHref({ ...DEFAULT_CATALOG_QUERY, ...search, facets: search.facets ?? NO_FACETS });
}

/** The /ai-match buyer answers, in the form's order: the names its GET form sends. */
export const MATCH_FIELDS = ["aircraftType", "budget", "passengerCapacity", "range", "usage", "timeline", "additionalNotes"] as const;
const CATALOG_FIELDS = ["q", "category", "price", "sort"] as const;

/** The fields that carry a search through a form (hidden inputs) or a URL; blanks are left out. */
export function criteriaFields(criteria: SearchCriteria): [string, string][] {
  const fields: [string, string][] = [["kind", criteria.kind]];
  const values: Record<string, unknown> = criteria.kind === "catalog" ? criteria.search : criteria.requirements;
  for (const name of criteria.kind === "catalog" ? CATALOG_FIELDS : MATCH_FIELDS) {
    const value = values[name];
    if (value !== undefined && String(value) !== "") fields.push([name, String(value)]);
  }
  if (criteria.kind === "catalog") fields.push(...facetParams(criteria.search.facets ?? NO_FACETS));
  return fields;
}

/** Where the buyer runs a saved search: the catalogue, or the /ai-match results for the mission. */
export function savedSearchHref(criteria: SearchCriteria): string {
  if (criteria.kind === "catalog") return catalogSearchHref(criteria.search);
  const params = new URLSearchParams({ role: "buyer" });
  for (const [name, value] of criteriaFields(criteria).slice(1)) params.set(name, value);
  params.set("run", "1");
  return `/ai-match?${params}`;
}

/** What a saved search looks for, in words, one part each: "Business Jet", "$2M - $10M", "Price: Low to High". */
export function describeCriteria(criteria: SearchCriteria): string[] {
  if (criteria.kind === "match") return requirementSummary(criteria.requirements);
  const { q, category, price, sort, facets } = criteria.search;
  return [
    ...(q ? [`“${q}”`] : []),
    optionLabel(CATEGORY_OPTIONS, category),
    optionLabel(PRICE_OPTIONS, price),
    ...describeFacets(facets ?? NO_FACETS).map((facet) => facet.label),
    optionLabel(SORT_OPTIONS, sort),
  ];
}


/** What arrives, and when, in one sentence. */
export function frequencySentence(value: AlertFrequency): string {
  const sentences: Record<AlertFrequency, string> = {
    instant: "We will email you as soon as a new aircraft matches.",
    daily: "We will email new matches once a day.",
    weekly: "We will email new matches once a week.",
    off: "Email alerts for it are off.",
  };
  return sentences[value];
}

/** The toast after a save. */
export function savedSearchMessage(name: string, value: AlertFrequency): string {
  return `“${name}” is saved to your searches. ${frequencySentence(value)}`;
}

const SAVED_SEARCH_ID = /^[1-9]\d{0,9}$/;

/** A saved search's id from its URL, or null for anything that cannot be one (an integer column holds up to 2^31 - 1). */
export function parseSavedSearchId(param: string | undefined): number | null {
  if (!param || !SAVED_SEARCH_ID.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** The dashboard's actions on one saved search, besides the edit page's own form. */
export const SAVED_SEARCH_INTENTS = ["update", "frequency", "run", "delete"] as const;
export type SavedSearchIntent = (typeof SAVED_SEARCH_INTENTS)[number];

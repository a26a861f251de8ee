/** The saved-search forms' validation, and reading a search back from a form (see saved-search.ts). */
import { parseCatalogQuery } from "../catalog/catalog";
import { matchRequirementsSchema } from "../matching/match-requirements-schema";
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  catalogSearchOf,
  FREQUENCY_INVALID,
  MATCH_FIELDS,
  SEARCH_NAME_MAX_LENGTH,
  SEARCH_NAME_REQUIRED,
  SEARCH_NAME_TOO_LONG,
  type SearchCriteria,
} from "./saved-search";
import { singleLine, z } from "../zod";

const FREQUENCY_VALUES = ALERT_FREQUENCIES.map((option) => option.value) as [AlertFrequency, ...AlertFrequency[]];

const searchName = singleLine(
  z.string({ error: SEARCH_NAME_REQUIRED }).trim().min(1, { error: SEARCH_NAME_REQUIRED }).max(SEARCH_NAME_MAX_LENGTH, { error: SEARCH_NAME_TOO_LONG }),
);
const frequency = z.enum(FREQUENCY_VALUES, { error: FREQUENCY_INVALID });

/** "Save this search": the name and the alert frequency; the search itself travels in criteriaFields. */
export const saveSearchSchema = z.object({ name: searchName, frequency, returnTo: z.string().optional() });

/** The edit page: rename and choose the frequency at once. */
export const editSavedSearchSchema = z.object({ name: searchName, frequency });

/** The frequency picker on each dashboard row. */
export const searchFrequencySchema = z.object({ frequency });

/**
 * Reads a search back from the fields criteriaFields made. A catalogue search is read as the
 * catalogue reads its URL; a mission must pass the /ai-match form's own schema.
 */
export function criteriaFromFields(fields: URLSearchParams): SearchCriteria | null {
  const kind = fields.get("kind");
  if (kind === "catalog") return { kind, search: catalogSearchOf(parseCatalogQuery(fields)) };
  if (kind !== "match") return null;
  const answers = Object.fromEntries(MATCH_FIELDS.map((name) => [name, fields.get(name) ?? undefined]));
  const parsed = matchRequirementsSchema.safeParse(answers);
  return parsed.success ? { kind, requirements: parsed.data } : null;
}

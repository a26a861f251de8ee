/** Reading a search back from a form (see saved-search.ts); the forms' validation is in saved-search-forms.ts. */
import { parseCatalogQuery } from "../catalog/catalog";
import { matchRequirementsSchema } from "../matching/match-requirements-schema";
import { catalogSearchOf, MATCH_FIELDS, type SearchCriteria } from "./saved-search";

export { editSavedSearchSchema, saveSearchSchema, searchFrequencySchema } from "./saved-search-forms";

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

import { type AviationFacts, engineHoursRemaining } from "../listings/aviation";

/**
 * Whether a listing's sections meet a filter, the rule the catalogue's SQL applies
 * (app/server/listings/attribute-filters.server.ts): ADS-B Out said yes, damage history
 * said none, logbooks said complete, and every engine at least `hours` from its TBO.
 * An aircraft whose seller did not say is not shown under the filter.
 */
export function meetsAviationFilter(facts: AviationFacts, filter: { minEngineHours?: number; adsbOut?: boolean; noDamage?: boolean; completeLogbooks?: boolean }): boolean {
  if (filter.adsbOut && facts.equipment?.adsbOut !== "yes") return false;
  if (filter.noDamage && facts.history?.damage !== "none") return false;
  if (filter.completeLogbooks && facts.history?.logbooks !== "yes") return false;
  if (filter.minEngineHours !== undefined) {
    const remaining = engineHoursRemaining(facts);
    if (remaining === null || remaining < filter.minEngineHours) return false;
  }
  return true;
}

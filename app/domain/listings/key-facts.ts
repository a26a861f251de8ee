import { formatHours } from "~/domain/catalog/specifications";
import { type AviationFacts, DAMAGE_WORDS, engineHoursRemaining, engineTimeText, labelOf, LOGBOOK_STATES } from "./aviation";
import type { Listing } from "./listing";
import { formatDate } from "~/domain/format-date";

export type KeyFact = { label: string; value: string };

/** The row under a listing's picture holds at most this many figures; fewer than the minimum are made up with year, seats and place. */
const MOST = 6;
const LEAST = 4;

/** The engine that limits the aircraft: the one with the fewest hours left to overhaul. */
function limitingEngine(facts: AviationFacts) {
  const remaining = engineHoursRemaining(facts);
  return remaining === null ? undefined : facts.engines?.find((engine) => engine.tboHours - engine.timeHours === remaining);
}

/**
 * The figures buyers decide on first, in the order they weigh them: total time, the
 * engine's time against its TBO, ADS-B Out, the last inspection, damage history and
 * logbooks, as far as the seller gave them; year, seats and place fill the row when
 * the seller gave fewer.
 */
export function keyFacts(listing: Pick<Listing, "year" | "totalTimeHours" | "seats" | "location" | "aviation">): KeyFact[] {
  const { aviation } = listing;
  const engine = limitingEngine(aviation);
  const engineCount = aviation.engines?.length ?? 0;
  const told: (KeyFact | null)[] = [
    { label: "Total Time", value: formatHours(listing.totalTimeHours) },
    engine ? { label: engineCount > 1 ? "Engine time (nearest TBO)" : "Engine time", value: engineTimeText(engine) } : null,
    aviation.equipment?.adsbOut ? { label: "ADS-B Out", value: aviation.equipment.adsbOut === "yes" ? "Yes" : "No" } : null,
    aviation.inspection?.lastDate ? { label: "Last inspection", value: formatDate(new Date(`${aviation.inspection.lastDate}T00:00:00Z`), { month: "short", year: true }) } : null,
    aviation.history?.damage ? { label: "Damage history", value: DAMAGE_WORDS[aviation.history.damage] } : null,
    aviation.history?.logbooks ? { label: "Logbooks", value: labelOf(LOGBOOK_STATES, aviation.history.logbooks) } : null,
  ];
  const facts = told.filter((fact) => fact !== null);
  const fillers: KeyFact[] = [
    { label: "Year", value: String(listing.year) },
    { label: "Seats", value: String(listing.seats) },
    { label: "Location", value: listing.location },
  ];
  for (const filler of fillers) if (facts.length < LEAST) facts.push(filler);
  return facts.slice(0, MOST);
}

import { formatHours } from "~/domain/catalog/specifications";
import { formatNumber } from "~/domain/format-number";
import type { Engine } from "./aviation";
import type { Listing } from "./listing";
import type { RequiredListingField } from "./required-fields";

/** One figure of the line at the top of an aircraft's page; an aircraft with several engines gives one value per engine. */
export type KeyFact = { label: string; values: string[] };

/** "450 / 2,000 SMOH": an engine's hours against its TBO, short enough for the line (the label says they are hours). */
function againstTbo(engine: Engine): string {
  return `${formatNumber(engine.timeHours)} / ${formatNumber(engine.tboHours)} ${engine.basis}`;
}

type KeyFactsListing = Pick<Listing, "year" | "serialNumber" | "registration" | "totalTimeHours" | "seats" | "usefulLoadLbs" | "location" | "aviation" | "blank">;

/**
 * The line a buyer scans first, in the order a broker's sheet gives it: year, serial
 * number, registration, total time, each engine's time against its TBO, seats, useful
 * load and location. A fact the listing does not hold (a draft's empty field, engines
 * the seller did not describe) is left out rather than shown as a placeholder.
 */
export function keyFacts(listing: KeyFactsListing): KeyFact[] {
  const blank = new Set<RequiredListingField>(listing.blank ?? []);
  const held = (field: RequiredListingField, label: string, value: string): KeyFact | null => (blank.has(field) ? null : { label, values: [value] });
  const engines = listing.aviation.engines ?? [];
  const engineTimes: KeyFact | null =
    engines.length === 0
      ? null
      : engines.length === 1
        ? { label: "Engine Hours / TBO", values: engines.map(againstTbo) }
        : { label: "Engine Hours / TBO", values: engines.map((engine, index) => `#${index + 1} ${againstTbo(engine)}`) };
  return [
    held("year", "Year", String(listing.year)),
    held("serialNumber", "Serial Number", listing.serialNumber),
    held("registration", "Registration", listing.registration),
    held("totalTimeHours", "Total Time", formatHours(listing.totalTimeHours)),
    engineTimes,
    held("seats", "Seats", String(listing.seats)),
    held("usefulLoadLbs", "Useful Load", `${formatNumber(listing.usefulLoadLbs)} lbs`),
    held("location", "Location", listing.location),
  ].filter((fact) => fact !== null);
}

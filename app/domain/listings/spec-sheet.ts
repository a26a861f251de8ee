import { DAMAGE_WORDS, engineTimeText, type EquipmentItem, equipmentLabel, INSPECTION_PROGRAMMES, labelOf, LOGBOOK_STATES } from "./aviation";
import type { Listing } from "./listing";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";

export type FactRow = { label: string; value: string };

/**
 * One section of the spec sheet: its rows, the things fitted (a list, for avionics and
 * equipment) and a note in the seller's words (the damage and its repair).
 */
export type FactGroup = { title: string; rows: FactRow[]; fitted: string[]; note: string | null };

/** The equipment checklist's avionics; the rest of it (ice protection, air conditioning, oxygen) is equipment. */
const AVIONICS: ReadonlySet<EquipmentItem> = new Set(["autopilot", "gps", "adsb-in", "waas", "synthetic-vision", "weather-radar", "tcas"]);

const hours = (value: number) => `${formatNumber(value)} hrs`;
const date = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), SHORT_DATE);
const outOfTen = (rating: number) => `${rating}/10`;
/** The value in words, or nothing when the seller left it out. */
const told = <T,>(value: T | undefined, words: (value: T) => string): string | undefined => (value === undefined || value === "" ? undefined : words(value));
const rows = (list: Array<[label: string, value: string | undefined]>): FactRow[] => list.flatMap(([label, value]) => (value === undefined ? [] : [{ label, value }]));

type SpecSheetListing = Pick<Listing, "category" | "totalTimeHours" | "aviation">;

/**
 * The spec sheet in the sections brokers print, in their order: airframe, engines,
 * propellers, avionics, equipment, interior, exterior, inspection status, damage and
 * logbooks. Only what the seller gave: a section with nothing in it is left out, and a
 * listing whose seller gave none of these facts has no sheet (an empty list). Worked out
 * by the loader, so the page's script carries none of the facts' words and choices.
 */
export function specSheet(listing: SpecSheetListing): FactGroup[] {
  const { airframe = {}, engines = [], propellers = [], equipment, inspection, history = {} } = listing.aviation;
  const items = equipment?.items ?? [];
  const group = (title: string, groupRows: FactRow[], fitted: string[] = [], note: string | null = null): FactGroup => ({ title, rows: groupRows, fitted, note });
  const sheet = [
    group(
      "Airframe",
      rows([
        // Airliners count cycles; the rest of the fleet logs landings.
        [listing.category === "commercial" ? "Cycles" : "Landings", told(airframe.landings, formatNumber)],
        ["APU", told(airframe.apuHours, hours)],
        ["Main transmission", told(airframe.mainTransmissionHours, hours)],
        ["Tail rotor gearbox", told(airframe.tailRotorGearboxHours, hours)],
        ["Main rotor blades", told(airframe.mainRotorBladesHours, hours)],
      ]),
    ),
    group(
      "Engines",
      rows([
        ["Number of engines", told(airframe.engineCount, String)],
        ...engines.flatMap((engine, index): Array<[string, string | undefined]> => {
          const name = engines.length === 1 ? "Engine" : `Engine ${index + 1}`;
          return [
            [name, `${engine.make} ${engine.model}`],
            [`${name} time`, engineTimeText(engine)],
            [`${name} programme`, told(engine.programme, String)],
          ];
        }),
      ]),
    ),
    group(
      "Propellers",
      rows(propellers.map((propeller, index) => [propellers.length === 1 ? "Propeller" : `Propeller ${index + 1}`, `${hours(propeller.sinceOverhaulHours)} since overhaul`])),
    ),
    group("Avionics", rows([["ADS-B Out", told(equipment?.adsbOut, (answer) => (answer === "yes" ? "Yes" : "No"))]]), items.filter((item) => AVIONICS.has(item)).map(equipmentLabel)),
    group("Equipment", [], [...items.filter((item) => !AVIONICS.has(item)).map(equipmentLabel), ...(equipment?.other ?? [])]),
    group("Interior", rows([["Year", told(history.interiorYear, String)], ["Condition", told(history.interiorRating, outOfTen)]])),
    group("Exterior", rows([["Paint year", told(history.paintYear, String)], ["Paint condition", told(history.paintRating, outOfTen)]])),
    group(
      "Inspection status",
      rows([
        ["Last inspection", told(inspection?.lastDate, date)],
        ["Programme", told(inspection?.programme, (programme) => labelOf(INSPECTION_PROGRAMMES, programme))],
        ["Next due", told(inspection?.nextDue, date)],
      ]),
    ),
    group(
      "Damage and logbooks",
      rows([
        ["Damage history", told(history.damage, (damage) => DAMAGE_WORDS[damage])],
        ["Logbooks", told(history.logbooks, (logbooks) => labelOf(LOGBOOK_STATES, logbooks))],
      ]),
      [],
      history.damage === "yes" && history.damageDescription ? history.damageDescription : null,
    ),
  ].filter((section) => section.rows.length + section.fitted.length > 0 || section.note !== null);
  if (sheet.length === 0) return [];
  // The listing's own total time heads the airframe, once the seller has told anything of the sections.
  const totalTime = { label: "Total time", value: hours(listing.totalTimeHours) };
  return sheet[0]?.title === "Airframe" ? [{ ...sheet[0], rows: [totalTime, ...sheet[0].rows] }, ...sheet.slice(1)] : [group("Airframe", [totalTime]), ...sheet];
}

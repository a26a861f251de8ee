import { type AviationFacts, DAMAGE_WORDS, engineTimeText, equipmentLabel, INSPECTION_PROGRAMMES, labelOf, LOGBOOK_STATES } from "./aviation";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";

export type FactRow = { label: string; value: string };

/** The detail page's airframe, engines, inspection and history, in words; null when the seller gave none of them. */
export type AviationFactRows = {
  engines: FactRow[];
  airframe: FactRow[];
  inspection: FactRow[];
  history: FactRow[];
  /** Shown under the groups when the history says there was damage. */
  damageDescription: string | null;
  /** Null when the listing keeps no equipment section. */
  equipment: { adsbOut: string | null; items: string[] } | null;
};

const hours = (value: number) => `${formatNumber(value)} hrs`;
const date = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), SHORT_DATE);
const withRating = (year: number | undefined, rating: number | undefined) =>
  [year === undefined ? null : String(year), rating === undefined ? null : `condition ${rating}/10`].filter(Boolean).join(", ");

/**
 * The rows the detail page shows of the facts a seller gave. Worked out by the loader, so
 * the page's script carries none of the facts' words and choices.
 */
export function aviationFactRows(facts: AviationFacts): AviationFactRows | null {
  const { airframe = {}, engines = [], propellers = [], equipment, inspection, history } = facts;
  const airframeRows: FactRow[] = [
    airframe.landings === undefined ? null : { label: "Landings or cycles", value: formatNumber(airframe.landings) },
    airframe.apuHours === undefined ? null : { label: "APU", value: hours(airframe.apuHours) },
    airframe.mainTransmissionHours === undefined ? null : { label: "Main transmission", value: hours(airframe.mainTransmissionHours) },
    airframe.tailRotorGearboxHours === undefined ? null : { label: "Tail rotor gearbox", value: hours(airframe.tailRotorGearboxHours) },
    airframe.mainRotorBladesHours === undefined ? null : { label: "Main rotor blades", value: hours(airframe.mainRotorBladesHours) },
  ].filter((row) => row !== null);
  const perEngine: FactRow[] = engines.flatMap((engine, index) => {
    const name = engines.length === 1 ? "Engine" : `Engine ${index + 1}`;
    const rows: FactRow[] = [
      { label: name, value: `${engine.make} ${engine.model}` },
      { label: `${name} time`, value: engineTimeText(engine) },
    ];
    if (engine.programme) rows.push({ label: `${name} programme`, value: engine.programme });
    const propeller = propellers[index];
    if (propeller) rows.push({ label: engines.length === 1 ? "Propeller" : `Propeller ${index + 1}`, value: `${hours(propeller.sinceOverhaulHours)} since overhaul` });
    return rows;
  });
  const engineRows: FactRow[] = airframe.engineCount === undefined ? perEngine : [{ label: "Number of engines", value: String(airframe.engineCount) }, ...perEngine];
  const inspectionRows: FactRow[] = [
    inspection?.lastDate ? { label: "Last inspection", value: date(inspection.lastDate) } : null,
    inspection?.programme ? { label: "Programme", value: labelOf(INSPECTION_PROGRAMMES, inspection.programme) } : null,
    inspection?.nextDue ? { label: "Next due", value: date(inspection.nextDue) } : null,
  ].filter((row) => row !== null);
  const historyRows: FactRow[] = [
    history?.damage ? { label: "Damage history", value: DAMAGE_WORDS[history.damage] } : null,
    history?.logbooks ? { label: "Logbooks", value: labelOf(LOGBOOK_STATES, history.logbooks) } : null,
    history?.paintYear !== undefined || history?.paintRating !== undefined ? { label: "Paint", value: withRating(history.paintYear, history.paintRating) } : null,
    history?.interiorYear !== undefined || history?.interiorRating !== undefined
      ? { label: "Interior", value: withRating(history.interiorYear, history.interiorRating) }
      : null,
  ].filter((row) => row !== null);
  const equipmentList = [...(equipment?.items ?? []).map(equipmentLabel), ...(equipment?.other ?? [])];
  const empty = airframeRows.length + engineRows.length + inspectionRows.length + historyRows.length + equipmentList.length === 0 && !equipment?.adsbOut;
  if (empty) return null;
  return {
    engines: engineRows,
    airframe: airframeRows,
    inspection: inspectionRows,
    history: historyRows,
    damageDescription: history?.damage === "yes" && history.damageDescription ? history.damageDescription : null,
    equipment: equipment ? { adsbOut: equipment.adsbOut ? (equipment.adsbOut === "yes" ? "Yes" : "No") : null, items: equipmentList } : null,
  };
}

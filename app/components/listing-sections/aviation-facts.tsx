import type { ReactNode } from "react";
import {
  type AviationFacts,
  DAMAGE_WORDS,
  engineTimeText,
  equipmentLabel,
  INSPECTION_PROGRAMMES,
  labelOf,
  LOGBOOK_STATES,
} from "~/domain/listings/aviation";

const number = new Intl.NumberFormat("en-US");
const hours = (value: number) => `${number.format(value)} hrs`;
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const date = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const withRating = (year: number | undefined, rating: number | undefined) =>
  [year === undefined ? null : String(year), rating === undefined ? null : `condition ${rating}/10`].filter(Boolean).join(", ");

type Row = { label: string; value: ReactNode };

function FactGroup({ title, rows }: { title: string; rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="rounded-(--radius-card) border border-line bg-surface p-4">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-medium text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The listing's airframe, engines, propellers, equipment, inspection and history, as far as the seller gave them. */
export function AviationFactsSections({ facts }: { facts: AviationFacts }) {
  const { airframe = {}, engines = [], propellers = [], equipment, inspection, history } = facts;
  const airframeRows: Row[] = [
    airframe.landings === undefined ? null : { label: "Landings or cycles", value: number.format(airframe.landings) },
    airframe.apuHours === undefined ? null : { label: "APU", value: hours(airframe.apuHours) },
    airframe.mainTransmissionHours === undefined ? null : { label: "Main transmission", value: hours(airframe.mainTransmissionHours) },
    airframe.tailRotorGearboxHours === undefined ? null : { label: "Tail rotor gearbox", value: hours(airframe.tailRotorGearboxHours) },
    airframe.mainRotorBladesHours === undefined ? null : { label: "Main rotor blades", value: hours(airframe.mainRotorBladesHours) },
  ].filter((row) => row !== null);
  const perEngine: Row[] = engines.flatMap((engine, index) => {
    const name = engines.length === 1 ? "Engine" : `Engine ${index + 1}`;
    const rows: Row[] = [
      { label: name, value: `${engine.make} ${engine.model}` },
      { label: `${name} time`, value: engineTimeText(engine) },
    ];
    if (engine.programme) rows.push({ label: `${name} programme`, value: engine.programme });
    const propeller = propellers[index];
    if (propeller) rows.push({ label: engines.length === 1 ? "Propeller" : `Propeller ${index + 1}`, value: `${hours(propeller.sinceOverhaulHours)} since overhaul` });
    return rows;
  });
  const engineRows: Row[] = airframe.engineCount === undefined ? perEngine : [{ label: "Number of engines", value: String(airframe.engineCount) }, ...perEngine];
  const inspectionRows: Row[] = [
    inspection?.lastDate ? { label: "Last inspection", value: date(inspection.lastDate) } : null,
    inspection?.programme ? { label: "Programme", value: labelOf(INSPECTION_PROGRAMMES, inspection.programme) } : null,
    inspection?.nextDue ? { label: "Next due", value: date(inspection.nextDue) } : null,
  ].filter((row) => row !== null);
  const historyRows: Row[] = [
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
  return (
    <section aria-labelledby="aviation-heading" className="mt-8">
      <h2 id="aviation-heading" className="text-xl font-semibold text-ink">
        Airframe, engines and records
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FactGroup title="Engines and propellers" rows={engineRows} />
        <FactGroup title="Airframe" rows={airframeRows} />
        <FactGroup title="Inspection status" rows={inspectionRows} />
        <FactGroup title="History" rows={historyRows} />
      </div>
      {history?.damage === "yes" && history.damageDescription ? (
        <p className="mt-3 text-sm text-ink-soft">
          <span className="font-semibold text-ink">Damage and repair: </span>
          {history.damageDescription}
        </p>
      ) : null}
      {equipment ? (
        <div className="mt-4 rounded-(--radius-card) border border-line bg-surface p-4">
          <h3 className="text-sm font-semibold text-ink">Avionics and equipment</h3>
          {equipment.adsbOut ? <p className="mt-2 text-sm font-medium text-ink">ADS-B Out: {equipment.adsbOut === "yes" ? "Yes" : "No"}</p> : null}
          {equipmentList.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm text-ink-soft">
              {equipmentList.map((item) => (
                <li key={item} className="rounded-full border border-line px-3 py-1">
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** "Updated Nov 23, 2026": when the seller last saved or reconfirmed the listing. */
export function UpdatedOn({ date: updatedAt }: { date: Date }) {
  return <p className="mt-0.5 text-sm text-muted">Updated {day.format(updatedAt)}</p>;
}

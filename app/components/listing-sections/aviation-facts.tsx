import type { AviationFactRows, FactRow } from "~/domain/listings/aviation-fact-rows";

function FactGroup({ title, rows }: { title: string; rows: FactRow[] }) {
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

/** The listing's airframe, engines, propellers, equipment, inspection and history, as far as the seller gave them (`aviationFactRows`). */
export function AviationFactsSections({ rows }: { rows: AviationFactRows | null }) {
  if (!rows) return null;
  const { equipment } = rows;
  return (
    <section aria-labelledby="aviation-heading" className="mt-8">
      <h2 id="aviation-heading" className="text-xl font-semibold text-ink">
        Airframe, engines and records
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FactGroup title="Engines and propellers" rows={rows.engines} />
        <FactGroup title="Airframe" rows={rows.airframe} />
        <FactGroup title="Inspection status" rows={rows.inspection} />
        <FactGroup title="History" rows={rows.history} />
      </div>
      {rows.damageDescription ? (
        <p className="mt-3 text-sm text-ink-soft">
          <span className="font-semibold text-ink">Damage and repair: </span>
          {rows.damageDescription}
        </p>
      ) : null}
      {equipment ? (
        <div className="mt-4 rounded-(--radius-card) border border-line bg-surface p-4">
          <h3 className="text-sm font-semibold text-ink">Avionics and equipment</h3>
          {equipment.adsbOut ? <p className="mt-2 text-sm font-medium text-ink">ADS-B Out: {equipment.adsbOut}</p> : null}
          {equipment.items.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm text-ink-soft">
              {equipment.items.map((item) => (
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

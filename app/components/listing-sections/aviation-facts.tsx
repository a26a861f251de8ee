import type { FactGroup } from "~/domain/listings/spec-sheet";
import { CheckIcon } from "./check-icon";

function SpecSheetSection({ group }: { group: FactGroup }) {
  return (
    <div className="mb-4 break-inside-avoid rounded-(--radius-card) border border-line bg-surface p-4">
      <h3 className="text-sm font-semibold text-ink">{group.title}</h3>
      {group.rows.length > 0 ? (
        <dl className="mt-3 space-y-2 text-sm">
          {group.rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className="text-muted">{row.label}</dt>
              <dd className="text-right font-medium text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {group.fitted.length > 0 ? (
        <ul className="mt-3 space-y-1.5 text-sm text-ink">
          {group.fitted.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckIcon />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {group.note ? <p className="mt-3 text-sm text-ink-soft">{group.note}</p> : null}
    </div>
  );
}

/** The spec sheet's sections the seller gave (`specSheet`), balanced over two columns from tablets up. */
export function SpecSheetSections({ groups }: { groups: FactGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div className="mt-4 gap-4 sm:columns-2">
      {groups.map((group) => (
        <SpecSheetSection key={group.title} group={group} />
      ))}
    </div>
  );
}

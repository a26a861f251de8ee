import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { cx } from "~/components/ui/cx";
import { DAMAGE_WORDS, engineTimeText, labelOf, LOGBOOK_STATES } from "~/domain/listings/aviation";
import type { Listing } from "~/domain/listings/listing";
import { formatDate } from "~/domain/format-date";

const notGiven = <span className="text-muted">Not given</span>;

type RowsProps = { listings: Listing[]; bestEngine: boolean[]; rowHeading: string; cell: string };

/** /compare's rows for engines, ADS-B Out, inspection and records; the most engine time left before TBO is marked Best. */
export function CompareAviationRows({ listings, bestEngine, rowHeading, cell }: RowsProps) {
  const row = (label: string, value: (listing: Listing) => ReactNode, marks: boolean[] = []) => (
    <tr key={label}>
      <th scope="row" className={rowHeading}>
        {label}
      </th>
      {listings.map((listing, index) => (
        <td key={listing.id} className={cx(cell, marks[index] ? "bg-success-50 font-semibold" : null)}>
          {value(listing)}
          {marks[index] ? (
            <Badge tone="success" className="ml-2">
              Best
            </Badge>
          ) : null}
        </td>
      ))}
    </tr>
  );
  return (
    <>
      {row(
        "Engine Time",
        ({ aviation }) =>
          aviation.engines && aviation.engines.length > 0 ? (
            <ul className="space-y-1">
              {aviation.engines.map((engine, index) => (
                <li key={index}>{engineTimeText(engine)}</li>
              ))}
            </ul>
          ) : (
            notGiven
          ),
        bestEngine,
      )}
      {row("ADS-B Out", ({ aviation }) => (aviation.equipment?.adsbOut ? (aviation.equipment.adsbOut === "yes" ? "Yes" : "No") : notGiven))}
      {row("Last Inspection", ({ aviation }) => (aviation.inspection?.lastDate ? formatDate(new Date(`${aviation.inspection.lastDate}T00:00:00Z`), { month: "short", year: true }) : notGiven))}
      {row("Damage History", ({ aviation }) => (aviation.history?.damage ? (DAMAGE_WORDS[aviation.history.damage]) : notGiven))}
      {row("Logbooks", ({ aviation }) => (aviation.history?.logbooks ? labelOf(LOGBOOK_STATES, aviation.history.logbooks) : notGiven))}
    </>
  );
}

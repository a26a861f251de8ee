import { Card } from "~/components/ui/card";
import { formatNumber } from "~/domain/format-number";
import type { SearchCount, SearchWeek } from "~/server/listings/search-log.server";

/** The last seven days of catalogue searches: how many, the share that showed no aircraft, the commonest words and those that found nothing. */
export function OperatorSearchWeek({ week }: { week: SearchWeek }) {
  const rate = week.searches === 0 ? "none yet" : `${((week.withoutResults / week.searches) * 100).toFixed(1)}%`;
  return (
    <section className="mt-10" aria-labelledby="search-week-heading">
      <h2 id="search-week-heading" className="text-xl font-semibold text-ink">
        Searches in the last 7 days
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        {formatNumber(week.searches)} searches, {formatNumber(week.withoutResults)} with no results (zero-result rate: {rate}). Kept without anyone's identity, for 90 days.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <SearchTable title="Top searches" rows={week.topQueries} />
        <SearchTable title="Searches with no results" rows={week.zeroResultQueries} />
      </div>
    </section>
  );
}

function SearchTable({ title, rows }: { title: string; rows: SearchCount[] }) {
  return (
    <Card className="p-5">
      <h3 className="font-semibold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">None this week.</p>
      ) : (
        <table aria-label={title} className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-ink-soft">
              <th scope="col" className="py-1 font-medium">Words</th>
              <th scope="col" className="py-1 text-right font-medium">Searches</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.q} className="border-t border-line">
                <td className="py-1 text-ink">{row.q}</td>
                <td className="py-1 text-right text-ink">{formatNumber(row.searches)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

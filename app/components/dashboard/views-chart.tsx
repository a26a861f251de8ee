import { useId } from "react";
import { axisMax, type DailyViews } from "~/domain/listings/listing-analytics";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const shortDay = (day: string) => formatDate(asDate(day), { month: "short", day: true });
const longDay = (day: string) => formatDate(asDate(day), { ...SHORT_DATE, weekday: true });
const views = (count: number) => `${formatNumber(count)} ${count === 1 ? "view" : "views"}`;

/** One sentence that says what the chart shows, for screen readers and as the chart's description. */
export function viewsSummary(series: DailyViews[]): string {
  const total = series.reduce((sum, day) => sum + day.views, 0);
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return "No days to show.";
  const span = `from ${longDay(first.day)} to ${longDay(last.day)}`;
  if (total === 0) return `No views recorded ${span}.`;
  const busiest = series.reduce((best, day) => (day.views > best.views ? day : best));
  return `${views(total)} ${span}; the busiest day was ${longDay(busiest.day)} with ${views(busiest.views)}.`;
}

/**
 * Views per day as bars, drawn on the server. The SVG stretches to any width; the
 * axis labels are HTML beside it, so text keeps its size on a phone. The same
 * figures are in a table under the chart.
 */
export function ViewsChart({ series, title }: { series: DailyViews[]; title: string }) {
  const id = useId();
  const top = axisMax(Math.max(0, ...series.map((day) => day.views)));
  const ticks = top % 2 === 0 ? [top, top / 2, 0] : [top, 0];
  const middle = series[Math.floor((series.length - 1) / 2)];
  const labelled = [series[0], middle, series.at(-1)].filter((day) => day !== undefined);
  const summary = viewsSummary(series);
  const empty = series.every((day) => day.views === 0);
  return (
    <figure aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="sr-only">
        {title}. {summary}
      </figcaption>
      <div className="relative flex gap-3">
        {empty ? (
          <p aria-hidden="true" className="absolute inset-0 left-11 flex items-center justify-center text-sm text-muted">
            No views recorded in these {series.length} days
          </p>
        ) : null}
        <div aria-hidden="true" className="relative w-8 shrink-0 text-right text-xs text-muted tabular-nums">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${(1 - tick / top) * 100}%` }}>
              {formatNumber(tick)}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
          viewBox={`0 0 ${series.length} 100`}
          preserveAspectRatio="none"
          className="h-44 w-full overflow-visible sm:h-56"
        >
          <title id={`${id}-svg-title`}>{title}</title>
          <desc id={`${id}-svg-desc`}>{summary}</desc>
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={series.length}
              y1={100 - (tick / top) * 100}
              y2={100 - (tick / top) * 100}
              className={tick === 0 ? "text-navy-100" : "text-line"}
              stroke="currentColor"
              strokeWidth={1}
              strokeDasharray={tick === 0 ? undefined : "4 4"}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((day, index) => {
            const height = (day.views / top) * 100;
            return (
              <rect
                key={day.day}
                x={index + 0.18}
                y={100 - height}
                width={0.64}
                height={height}
                rx={0.12}
                className="text-brand-500"
                fill="currentColor"
              >
                <title>{`${longDay(day.day)}: ${views(day.views)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-2 ml-11 flex justify-between text-xs text-muted">
        {labelled.map((day) => (
          <span key={day.day}>{shortDay(day.day)}</span>
        ))}
      </div>
      <p aria-hidden="true" className="mt-1 ml-11 text-center text-xs text-muted">
        Views per day (UTC)
      </p>
      <details className="mt-4 rounded-lg border border-line">
        <summary className="px-4 py-2.5 text-sm font-semibold text-brand-700">Daily figures as a table</summary>
        <div className="max-h-72 overflow-y-auto border-t border-line">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-canvas text-left text-ink-soft">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Day (UTC)
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[...series].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-4 py-1.5 text-left font-normal text-ink-soft">
                    {longDay(day.day)}
                  </th>
                  <td className="px-4 py-1.5 text-right text-ink tabular-nums">{formatNumber(day.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

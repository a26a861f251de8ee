import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";

/** The dashboard's four figures at the top. */
export function StatCards({ stats }: { stats: { label: string; value: string; note?: string }[] }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <Card key={stat.label} className="p-5">
          <dt className="text-sm font-medium text-ink-soft">{stat.label}</dt>
          {/* A price range is twice as long as a count: a smaller size keeps it on one line. */}
          <dd className={cx("mt-2 text-2xl font-bold tracking-tight text-ink", stat.value.length > 8 ? null : "sm:text-3xl")}>{stat.value}</dd>
          {stat.note ? <dd className="mt-1 text-xs text-muted">{stat.note}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}

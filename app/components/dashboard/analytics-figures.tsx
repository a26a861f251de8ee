import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

/** Inquiries per 100 views, one decimal; a dash until there is a view. */
export function formatInquiryRate(rate: number | null): string {
  return rate === null ? "—" : rate.toFixed(1);
}

export type Figure = { label: string; value: string; note: ReactNode };

/** Headline figures as cards, each with what it counts underneath. */
export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <Card key={figure.label} className="flex flex-col p-5">
          <dt className="text-sm font-medium text-ink-soft">{figure.label}</dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-ink tabular-nums sm:text-3xl">{figure.value}</dd>
          <dd className="mt-1 text-xs text-muted">{figure.note}</dd>
        </Card>
      ))}
    </dl>
  );
}

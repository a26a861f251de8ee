import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CLOSING_ITEMS, isFinal, type Deadline, type DealAction, type DealState, type Party, type Squawk } from "~/domain/deals/deal-process";
import { STATE_LABELS, STEP_LABELS } from "~/domain/deals/deal-words";
import { formatUsd } from "~/domain/format-number";
import type { LastOffer } from "./deal-actions";

// One zone for server and browser, so the page reads the same before and after hydration.
const timeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

const TONES: Partial<Record<DealState, BadgeTone>> = { sold: "brand", declined: "neutral", withdrawn: "neutral", expired: "neutral", lapsed: "neutral", cancelled: "danger", on_hold: "danger" };

export function DealStateBadge({ state }: { state: DealState }) {
  return <Badge tone={TONES[state] ?? "gold"}>{STATE_LABELS[state]}</Badge>;
}

function whose(due: Deadline["due"], role: Party): string {
  if (due === "both") return "Both sides";
  return due === role ? "You" : due === "buyer" ? "The buyer" : "The seller";
}

/** Where the deal stands: its state, what is due by whom and when, and what happens if it is missed. */
export function DealStanding({ state, deadline, role }: { state: DealState; deadline: Deadline | null; role: Party }) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-ink">Where the deal stands</h2>
        <DealStateBadge state={state} />
      </div>
      {deadline ? (
        <p className="mt-3 text-sm text-ink-soft" data-testid="deal-due">
          <strong className="text-ink">{whose(deadline.due, role)}</strong>: {deadline.what}, by <time dateTime={deadline.dueAt.toISOString()}>{timeFormat.format(deadline.dueAt)}</time>. If not: {deadline.missed}
        </p>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">
          {state === "on_hold" ? "An AeroMarket operator holds this deal and decides within a day; nothing is due from either side meanwhile." : isFinal(state) ? "Nothing is due. A new offer in this conversation starts a new round." : "Nothing is due."}
        </p>
      )}
    </Card>
  );
}

/** The terms of the open offer, or the agreed ones (versioned, never a contract). */
export function DealTerms({ offer, madeBy, termsVersion, role }: { offer: LastOffer; madeBy: Party; termsVersion: number; role: Party }) {
  const rows: [string, string][] = [
    ["Price", formatUsd(offer.priceUsd)],
    ["Deposit with the escrow agent", formatUsd(offer.depositUsd)],
    ["Escrow agent", offer.escrowAgent],
    ["Inspection", `${offer.inspectionScope}, at ${offer.inspectionPlace}`],
    ["Who pays what", offer.whoPaysWhat],
    ["Delivery", offer.deliveryPlace],
    ["Target closing", dayFormat.format(offer.targetClosing)],
  ];
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{termsVersion > 0 ? `Agreed terms, version ${termsVersion}` : `Offer by ${madeBy === role ? "you" : `the ${madeBy}`}`}</h2>
      <p className="mt-1 text-xs font-medium text-muted">Not a contract: a record of what both sides said, for the purchase agreement you sign with your escrow agent.</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const ANSWERS = { fix: "seller fixes", credit: "seller credits", decline: "seller declines" } as const;

export function DealSquawks({ squawks }: { squawks: Squawk[] }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Squawks from the inspection</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {squawks.map((squawk, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <Badge tone={squawk.severity === "must" ? "danger" : "neutral"}>{squawk.severity} fix</Badge>
            <span className="text-ink">{squawk.item}</span>
            {squawk.answer ? <span className="text-muted">({ANSWERS[squawk.answer]})</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function ClosingChecklist({ ticked, confirmedBy }: { ticked: readonly string[]; confirmedBy: readonly Party[] }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Closing checklist</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {CLOSING_ITEMS.map((item) => (
          <li key={item.key} className={ticked.includes(item.key) ? "text-ink" : "text-muted"}>
            <span aria-hidden="true">{ticked.includes(item.key) ? "☑" : "☐"}</span> {item.label} <span className="sr-only">{ticked.includes(item.key) ? "(done)" : "(not yet)"}</span>
          </li>
        ))}
      </ul>
      {confirmedBy.length ? <p className="mt-3 text-sm text-ink-soft">Confirmed by the {confirmedBy.join(" and the ")}.</p> : null}
    </Card>
  );
}

export type HistoryEntry = { id: number; actor: string; action: string; toState: DealState; note: string | null; createdAt: Date };

const ACTORS: Record<string, string> = { buyer: "Buyer", seller: "Seller", operator: "AeroMarket operator", clock: "Deadline" };

/** Every step, who took it and when: written once, never changed. */
export function DealHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">History</h2>
      <ol className="mt-3 space-y-3 text-sm" aria-label="Deal history">
        {entries.map((entry) => (
          <li key={entry.id}>
            <p className="text-xs text-muted">
              {ACTORS[entry.actor] ?? entry.actor} · {timeFormat.format(entry.createdAt)}
            </p>
            <p className="text-ink">
              {entry.action === "remind" ? "Reminder sent: 24 hours left" : (STEP_LABELS[entry.action as DealAction | "offer"] ?? entry.action)} → {STATE_LABELS[entry.toState]}
              {entry.note ? <span className="text-ink-soft">: {entry.note}</span> : null}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

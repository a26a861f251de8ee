import type { MarketNote } from "~/domain/valuation/market-note";
import { DealBadge } from "./deal-badge";

/** A card's line on the market: deal label, a recent price drop, days on market. */
export function CardMarketNote({ note }: { note: MarketNote }) {
  if (!note.deal && !note.reduced && !note.onMarket) return null;
  return (
    <p className="card-market">
      {note.deal ? <DealBadge deal={note.deal} /> : null}
      {note.reduced ? <span className="font-semibold text-success-700">{note.reduced}</span> : null}
      {note.onMarket ? <span className="text-muted">{note.onMarket}</span> : null}
    </p>
  );
}

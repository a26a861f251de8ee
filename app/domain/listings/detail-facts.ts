import { aircraftTypeOf } from "../aircraft/aircraft-type-of";
import { preBuyAdvice } from "../inquiries/pre-buy";
import { type AviationFactRows, aviationFactRows } from "./aviation-fact-rows";
import { type KeyFact, keyFacts } from "./key-facts";
import type { Listing } from "./listing";

/**
 * What the detail page says of a listing in words: the key figures, the aviation facts'
 * rows and the pre-buy advice. The loaders of /aircraft/{id} and the seller's preview
 * work them out, so the page's script carries none of the rules and words behind them.
 */
export type DetailFacts = { key: KeyFact[]; aviation: AviationFactRows | null; preBuy: string };

export function detailFacts(listing: Listing): DetailFacts {
  return { key: keyFacts(listing), aviation: aviationFactRows(listing.aviation), preBuy: preBuyAdvice(aircraftTypeOf(listing)) };
}

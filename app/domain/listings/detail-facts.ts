import { aircraftTypeOf } from "../aircraft/aircraft-type-of";
import { preBuyAdvice } from "../inquiries/pre-buy";
import { type FactGroup, specSheet } from "./spec-sheet";
import { type KeyFact, keyFacts } from "./key-facts";
import type { Listing } from "./listing";

/**
 * What the detail page says of a listing in words: the key facts' line, the spec sheet's
 * sections and the pre-buy advice. The loaders of /aircraft/{id} and the seller's preview
 * work them out, so the page's script carries none of the rules and words behind them.
 */
export type DetailFacts = { key: KeyFact[]; specSheet: FactGroup[]; preBuy: string };

export function detailFacts(listing: Listing): DetailFacts {
  return { key: keyFacts(listing), specSheet: specSheet(listing), preBuy: preBuyAdvice(aircraftTypeOf(listing)) };
}

/**
 * What the detail page's cost of ownership and financing start from, in words, worked out by
 * its loader: the page's script renders them and carries neither the defaults nor the
 * engines' rule.
 */
import { type AircraftType, aircraftTypeLabel } from "../aircraft/aircraft-types";
import { FINANCING_DEFAULTS } from "./financing";
import { enginesTbo } from "./ownership-cost";
import { formatNumber } from "~/domain/format-number";

/** The cost of ownership's defaults and the engines' TBO the reserve is worked out on: the listing's, else the type's typical engines. */
export function ownershipNote(type: AircraftType, engines: readonly { tboHours: number }[] | undefined): string {
  const { tboHours, fromListing } = enginesTbo(type, engines);
  const kind = aircraftTypeLabel(type).toLowerCase();
  const tbo = tboHours.map((hours) => formatNumber(hours)).join(" and ");
  return (
    `An estimate from the figures below. They start at AeroMarket’s rough defaults for a ${kind} (/help says where they come from); replace them with your own quotes. ` +
    `The engine reserve sets aside each engine’s overhaul cost over its TBO (${tbo} hours${fromListing ? ", as listed" : `, typical of a ${kind}, as the seller listed no engines`}).`
  );
}

/** How the financing estimate works and what it starts at. */
export const FINANCING_NOTE =
  "An estimate, not an offer of credit: the same payment every month pays the interest (a twelfth of the yearly rate on what is owed) and the rest off. " +
  `It starts at ${FINANCING_DEFAULTS.downShare * 100}% down, ${FINANCING_DEFAULTS.rate}% a year over ${FINANCING_DEFAULTS.months} months; a lender’s terms will differ.`;

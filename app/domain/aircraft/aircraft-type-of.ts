/**
 * A listed aircraft's type: its model family's, else what its category and figures say
 * (typeOfUnknownModel). Compare, the cost of ownership and the pre-buy advice read it.
 */
import type { Listing } from "../listings/listing";
import { type AircraftType, aircraftTypeLabel, typeOfUnknownModel } from "./aircraft-types";
import { familyOf } from "./model-families";

export type TypedAircraft = Pick<Listing, "manufacturer" | "model" | "category"> & { specifications: Pick<Listing["specifications"], "rangeNm">; aviation: Pick<Listing["aviation"], "engines"> };

export function aircraftTypeOf(listing: TypedAircraft): AircraftType {
  return (
    familyOf(listing)?.type ??
    typeOfUnknownModel({ category: listing.category, engineCount: listing.aviation.engines?.length ?? 0, rangeNm: listing.specifications.rangeNm })
  );
}

/**
 * Compare's sentence when the aircraft are of different types, whose figures no single
 * "Best" can rank (a light jet is cheaper than a large one, not a better buy); null when
 * they are all of one type.
 */
export function mixedTypesNote(listings: readonly TypedAircraft[]): string | null {
  const types = [...new Set(listings.map(aircraftTypeOf))];
  if (types.length < 2) return null;
  const named = types.map((type) => aircraftTypeLabel(type).toLowerCase());
  return `These aircraft are of different types (${named.slice(0, -1).join(", ")} and ${named.at(-1)}): a lower price or a longer range is not a better buy across types, so no figure is marked Best.`;
}

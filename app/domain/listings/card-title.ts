import type { ListingCardData } from "./listing";

/** What a card may say under a listing's title: the maker and model, and the year. */
export type TitleExtras = { makeAndModel: string | null; year: number | null };

const mentions = (title: string, words: string) => title.toLowerCase().includes(words.toLowerCase());

/**
 * The maker and model, and the year, where the seller's title does not already say them:
 * "2023 Cessna Citation CJ4 Gen2" needs neither again; a title such as "Immaculate
 * Citation CJ4" still needs its year. A model the title names is enough (buyers know
 * who makes a Citation); a year must stand as a number of its own.
 */
export function titleExtras(listing: Pick<ListingCardData, "name" | "manufacturer" | "model" | "year">): TitleExtras {
  const named = listing.model.trim() === "" || mentions(listing.name, listing.model.trim());
  const dated = titleGivesYear(listing);
  return {
    makeAndModel: named ? null : `${listing.manufacturer} ${listing.model}`.trim(),
    year: dated ? null : listing.year,
  };
}

/** Whether the title gives the year, as a number of its own ("2019 King Air 350i", not "N20191"). */
export function titleGivesYear(listing: { name: string; year: number }): boolean {
  return new RegExp(`(^|\\D)${listing.year}(\\D|$)`).test(listing.name);
}

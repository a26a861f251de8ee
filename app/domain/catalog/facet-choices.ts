import type { CatalogFacets, NumberFacet } from "./facets";

/**
 * What the form offers for each number facet, as the leading marketplaces do: a few
 * round bounds ("2015 or newer", "Up to 2,000 hours"), each with how many aircraft it
 * would show. Any other value still works from the URL and joins the choices.
 */
export const PRESETS: Record<NumberFacet, readonly number[]> = {
  yearFrom: [1970, 1980, 1990, 2000, 2005, 2010, 2015, 2020, 2023],
  yearTo: [1980, 1990, 2000, 2005, 2010, 2015, 2020],
  priceFrom: [100_000, 250_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000],
  priceTo: [100_000, 250_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000],
  maxHours: [500, 1_000, 2_000, 3_000, 5_000, 10_000, 20_000],
  minSeats: [2, 4, 6, 8, 10, 14, 20, 50, 100],
};

/** The other end of the range each bound belongs to. */
const OTHER_END: Partial<Record<NumberFacet, { key: NumberFacet; lower: boolean }>> = {
  yearFrom: { key: "yearTo", lower: true },
  yearTo: { key: "yearFrom", lower: false },
  priceFrom: { key: "priceTo", lower: true },
  priceTo: { key: "priceFrom", lower: false },
};

/**
 * A number facet's choices, in order: the presets that keep its range the right way
 * round (no "2020 or newer" under "up to 2010": it would read as a range the catalogue
 * swaps), and the value in force, whatever it is.
 */
export function numberFacetChoices(facets: CatalogFacets, key: NumberFacet): number[] {
  const other = OTHER_END[key];
  const bound = other ? facets[other.key] : null;
  const fits = (value: number) => bound === null || !other || (other.lower ? value <= bound : value >= bound);
  const chosen = facets[key];
  const choices = PRESETS[key].filter(fits);
  if (chosen !== null && !choices.includes(chosen)) choices.push(chosen);
  return choices.sort((a, b) => a - b);
}

/** A price as short as it stays exact: $500K, $2.5M, $1,234,567. */
function roundPrice(usd: number): string {
  if (usd >= 1_000_000 && usd % 10_000 === 0) return `$${usd / 1_000_000}M`;
  if (usd >= 1_000 && usd % 1_000 === 0) return `$${usd / 1_000}K`;
  return `$${usd.toLocaleString("en-US")}`;
}

/** A choice as the form words it: "2015 or newer", "$1M or less", "6 or more seats". */
export function numberChoiceLabel(key: NumberFacet, value: number): string {
  switch (key) {
    case "yearFrom":
      return `${value} or newer`;
    case "yearTo":
      return `${value} or older`;
    case "priceFrom":
      return `${roundPrice(value)} or more`;
    case "priceTo":
      return `${roundPrice(value)} or less`;
    case "maxHours":
      return `Up to ${value.toLocaleString("en-US")} hours`;
    case "minSeats":
      return `${value} or more seats`;
  }
}

import { type CatalogFacetCounts, type CatalogFacets, FACET_PARAMS, type FacetCount, type NumberFacet } from "./facets";

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

/** A facet's dropdown as the catalogue's form shows it: its name, label, choices in words (with their counts) and the choice in force. */
export type FacetSelect = { name: string; label: string; value: string; options: [value: string, label: string][] };

/** A choice's label, with how many aircraft it would show when they were counted. */
const withCount = (label: string, count: number, counted: boolean) => (counted ? `${label} (${count})` : label);

type TextFacet = "manufacturer" | "model" | "region";

const NUMBER_FIELDS: { key: NumberFacet; label: string; any: string }[] = [
  { key: "yearFrom", label: "Year from", any: "Any year" },
  { key: "yearTo", label: "Year to", any: "Any year" },
  { key: "priceFrom", label: "Price from", any: "Any price" },
  { key: "priceTo", label: "Price to", any: "Any price" },
  { key: "maxHours", label: "Total time up to", any: "Any" },
  { key: "minSeats", label: "Seats at least", any: "Any" },
];

/**
 * The narrower filters' dropdowns, worked out by the catalogue's loader: the page's script
 * renders them and carries neither the choices' words nor the counts' rules. A maker's models
 * show once a maker is chosen; a choice the other filters leave nothing for still shows, with
 * its 0, while it is chosen.
 */
export function facetSelects(facets: CatalogFacets, counts: CatalogFacetCounts): FacetSelect[] {
  const text = (key: TextFacet, label: string, any: string, choices: FacetCount[]): FacetSelect => {
    const value = facets[key];
    const same = (count: FacetCount) => count.value.toLowerCase() === value.toLowerCase();
    const options = value && !choices.some(same) ? [...choices, { value, count: 0 }] : choices;
    return {
      name: FACET_PARAMS[key],
      label,
      value: options.find(same)?.value ?? "",
      options: [["", any], ...options.map(({ value: option, count }): [string, string] => [option, withCount(option, count, counts.counted)])],
    };
  };
  return [
    text("manufacturer", "Manufacturer", "All", counts.manufacturers),
    ...(facets.manufacturer ? [text("model", "Model", "All models", counts.models)] : []),
    text("region", "Country or region", "Anywhere", counts.regions),
    ...NUMBER_FIELDS.map(({ key, label, any }): FacetSelect => ({
      name: FACET_PARAMS[key],
      label,
      value: facets[key] === null ? "" : String(facets[key]),
      options: [["", any], ...counts.numbers[key].map(({ value, count }): [string, string] => [String(value), withCount(numberChoiceLabel(key, value), count, counts.counted)])],
    })),
  ];
}

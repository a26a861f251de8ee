import { DEFAULT_RADIUS_NM } from "../airports/near-airport";
import { attributeNotice } from "./aircraft-attributes";
import type { FacetProblem, NumberFacet } from "./facets";

/** How a number facet is named and what it should be, in the sentence that says it was left out. */
const NUMBER_WORDS: Record<NumberFacet, { label: string; example: string }> = {
  yearFrom: { label: "Year from", example: "a year such as 2015" },
  yearTo: { label: "Year to", example: "a year such as 2015" },
  priceFrom: { label: "Price from", example: "a price in US dollars such as 500000" },
  priceTo: { label: "Price to", example: "a price in US dollars such as 500000" },
  maxHours: { label: "Total time up to", example: "a number of hours such as 2000" },
  minSeats: { label: "Seats at least", example: "a number of seats such as 4" },
};

/** A sentence for each facet of a URL that was left out or changed (parseFacets), as the catalogue tells the buyer. */
export function facetNotice(problem: FacetProblem): string {
  switch (problem.kind) {
    case "number": {
      const words = NUMBER_WORDS[problem.key];
      return `${words.label} “${problem.raw.slice(0, 20)}” is not ${words.example}, so it was left out.`;
    }
    case "near":
      return `“${problem.raw.slice(0, 20)}” is not an airport code such as KTEB, TEB or EGLL, so distance was left out.`;
    case "radius":
      return `A radius of “${problem.raw.slice(0, 20)}” is not one offered, so ${DEFAULT_RADIUS_NM} nm was used.`;
    case "attribute":
      return attributeNotice(problem);
    case "swapped":
      return problem.key === "yearFrom" ? "Year from was after year to, so the two were swapped." : "Price from was above price to, so the two were swapped.";
  }
}

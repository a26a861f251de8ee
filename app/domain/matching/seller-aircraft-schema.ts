/** The seller's "describe your aircraft" form's validation (see seller-demand.ts), apart so the page can show the form without zod. */
import { AIRCRAFT_CATEGORY_VALUES } from "../catalog/categories";
import {
  AVAILABLE_IN_MONTHS_MAX,
  CATEGORY_REQUIRED_MESSAGE,
  PRICE_MAX,
  PRICE_MIN,
  RANGE_MAX_NM,
  SEATS_MAX,
  USEFUL_LOAD_MAX_LBS,
  YEAR_MIN,
  latestModelYear,
} from "./seller-aircraft-limits";
import { z } from "../zod";

/**
 * A GET form sends every value as a string; blank means not given (undefined)
 * and anything else becomes a number, NaN when it is not one. "$2,500,000"
 * is read as 2500000.
 */
function numberText(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== "string") return value;
  const cleaned = value.replace(/[\s,$_]/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
}

function wholeNumber(required: string, min: number, max: number, range: string) {
  return z.preprocess(
    numberText,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : `${required.replace(/\.$/, "")} as a number.`) })
      .int({ error: `${range}, in whole numbers.` })
      .min(min, { error: `${range}.` })
      .max(max, { error: `${range}.` }),
  );
}

export const sellerAircraftSchema = z.object({
  category: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "") || value === null ? undefined : value,
    z.enum(AIRCRAFT_CATEGORY_VALUES, {
      error: (issue) => (issue.input === undefined ? CATEGORY_REQUIRED_MESSAGE : "Choose one of the listed categories."),
    }),
  ),
  price: wholeNumber("Enter the asking price in US dollars.", PRICE_MIN, PRICE_MAX, "Asking prices run from $1,000 to $1,000,000,000"),
  seats: wholeNumber("Enter the number of passenger seats.", 1, SEATS_MAX, `Seats run from 1 to ${SEATS_MAX}`),
  rangeNm: wholeNumber("Enter the range in nautical miles.", 0, RANGE_MAX_NM, "Range runs from 0 to 20,000 nm"),
  year: wholeNumber("Enter the year of manufacture.", YEAR_MIN, 9_999, `Years run from ${YEAR_MIN} to next year`).refine(
    (year) => year <= latestModelYear(),
    { error: `Years run from ${YEAR_MIN} to next year.` },
  ),
  usefulLoadLbs: wholeNumber("Enter the useful load in pounds.", 0, USEFUL_LOAD_MAX_LBS, "Useful load runs from 0 to 1,500,000 lbs"),
  availableInMonths: z
    .preprocess(
      numberText,
      z
        .number({ error: "Enter the months until delivery as a number." })
        .int({ error: `Availability runs from 0 (now) to ${AVAILABLE_IN_MONTHS_MAX} months, in whole months.` })
        .min(0, { error: `Availability runs from 0 (now) to ${AVAILABLE_IN_MONTHS_MAX} months.` })
        .max(AVAILABLE_IN_MONTHS_MAX, { error: `Availability runs from 0 (now) to ${AVAILABLE_IN_MONTHS_MAX} months.` })
        .optional(),
    )
    .transform((months) => months ?? 0),
});

export type SellerAircraft = z.output<typeof sellerAircraftSchema>;

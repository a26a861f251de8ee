/** The limits of the seller's "describe your aircraft" form, apart from its schema so the page can show them without zod. */
export const CATEGORY_REQUIRED_MESSAGE = "Choose the aircraft's category.";

export const PRICE_MIN = 1_000;
export const PRICE_MAX = 1_000_000_000;
export const SEATS_MAX = 999;
export const RANGE_MAX_NM = 20_000;
export const YEAR_MIN = 1903;
export const USEFUL_LOAD_MAX_LBS = 1_500_000;
export const AVAILABLE_IN_MONTHS_MAX = 60;


/** The form's number limits, for the inputs' min and max attributes. */
export const SELLER_AIRCRAFT_LIMITS = {
  price: { min: PRICE_MIN, max: PRICE_MAX },
  seats: { min: 1, max: SEATS_MAX },
  rangeNm: { min: 0, max: RANGE_MAX_NM },
  year: { min: YEAR_MIN },
  usefulLoadLbs: { min: 0, max: USEFUL_LOAD_MAX_LBS },
  availableInMonths: { min: 0, max: AVAILABLE_IN_MONTHS_MAX },
} as const;

/** The year of manufacture may be next year's model, not later. */
export function latestModelYear(now = new Date()): number {
  return now.getFullYear() + 1;
}

/** The answers each side of /ai-match asks for, as the page's URL carries them. */
export const BUYER_FIELDS = ["aircraftType", "budget", "passengerCapacity", "range", "usage", "timeline", "additionalNotes"] as const;

export type BuyerValues = Record<(typeof BUYER_FIELDS)[number], string>;

export const SELLER_FIELDS = ["category", "price", "seats", "rangeNm", "year", "usefulLoadLbs", "availableInMonths"] as const;

export type SellerValues = Record<(typeof SELLER_FIELDS)[number], string>;

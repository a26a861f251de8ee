/**
 * How the listing editor reads and writes what a seller types, without the form's schema:
 * the editor's page uses these before (or without) loading zod.
 */
import type { ListingStatus } from "./listing";
import { formatNumber } from "~/domain/format-number";

export const MAX_FEATURES = 30;

/** Save as draft checks only what is typed, while the listing is new or still a draft; anything else checks every field. */
export function checksOnlyWhatIsTyped(intent: unknown, status: ListingStatus | null): boolean {
  return intent === "draft" && (status === null || status === "draft");
}

/** "4,250,000" or "$4,250,000": thousands grouped by commas, as prices are written. */
const GROUPED_DOLLARS = /^\$?\s*\d{1,3}(?:,\d{3})+$/;

/**
 * A price as typed, with a leading "$" and its thousands separators taken out so it reads as
 * a number; a comma anywhere else ("4,25") is left for the number check to refuse.
 */
export function withoutThousandsSeparators(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const typed = value.trim();
  const bare = typed.replace(/^\$\s*/, "");
  return GROUPED_DOLLARS.test(typed) ? bare.replaceAll(",", "") : bare;
}

/** How the editor shows an asking price: whole dollars with thousands separators, "4,250,000". */
export function formatPriceInput(price: number): string {
  return formatNumber(price, 0);
}

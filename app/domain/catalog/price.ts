import { formatUsd } from "~/domain/format-number";

/**
 * The marketplace's short price: $x.xM with one decimal from one million up,
 * thousands separators below (spec, section 5).
 */
export function formatPrice(usd: number): string {
  if (usd >= 1_000_000) return `$${(usd / 1_000_000).toFixed(1)}M`;
  return formatUsd(usd);
}

/** The detail page's asking price, in whole US dollars. */
export function formatAskingPrice(usd: number): string {
  return formatUsd(usd);
}

/**
 * The whole-dollar price a card adds under its short one where the short one rounded it
 * ("$10,950,000" under "$10.9M"); null where the short price is already exact.
 */
export function exactPriceWhereRounded(usd: number): string | null {
  return usd >= 1_000_000 && usd % 100_000 !== 0 ? formatUsd(usd) : null;
}

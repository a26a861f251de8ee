import { formatUsd } from "~/domain/format-number";

/**
 * The marketplace's short price: $x.xM with one decimal from one million up,
 * thousands separators below (spec, section 5). Halves round up, counted in whole
 * hundred-thousands: toFixed() reads the binary fraction, so it made $10,950,000
 * "$10.9M" beside $6,750,000's "$6.8M".
 */
export function formatPrice(usd: number): string {
  if (usd >= 1_000_000) {
    const tenths = Math.round(usd / 100_000);
    return `$${Math.floor(tenths / 10)}.${tenths % 10}M`;
  }
  return formatUsd(usd);
}

/** The detail page's asking price, in whole US dollars. */
export function formatAskingPrice(usd: number): string {
  return formatUsd(usd);
}

/**
 * The whole-dollar price a card adds under its short one where the short one rounded it
 * ("$10,950,000" under "$11.0M"); null where the short price is already exact.
 */
export function exactPriceWhereRounded(usd: number): string | null {
  return usd >= 1_000_000 && usd % 100_000 !== 0 ? formatUsd(usd) : null;
}

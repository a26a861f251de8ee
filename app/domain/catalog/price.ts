const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/**
 * The marketplace's short price: $x.xM with one decimal from one million up,
 * thousands separators below (spec, section 5).
 */
export function formatPrice(usd: number): string {
  if (usd >= 1_000_000) return `$${(usd / 1_000_000).toFixed(1)}M`;
  return wholeDollars.format(usd);
}

/** The detail page's asking price, in whole US dollars. */
export function formatAskingPrice(usd: number): string {
  return wholeDollars.format(usd);
}

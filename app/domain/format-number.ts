/**
 * Numbers and dollars as the marketplace writes them (American English), made by
 * hand rather than by Intl. A browser's first Intl formatter of a page loads its locale
 * data: 10 ms of the main thread on this machine, 40 in Lighthouse's simulation of a phone,
 * which was most of the catalogue's blocking time (docs/performance.md, session 12). The
 * results are Intl's "en-US" ones, which tests/unit/format.test.ts checks against Intl.
 */

/** Grouped by thousands, at most `maximumFractionDigits` decimals (Intl's default: 3), rounded half away from zero. */
export function formatNumber(value: number, maximumFractionDigits = 3, minimumFractionDigits = 0): string {
  const [whole = "", decimals = ""] = rounded(Math.abs(value), maximumFractionDigits).toFixed(maximumFractionDigits).split(".");
  const fraction = decimals.replace(/0+$/, "").padEnd(minimumFractionDigits, "0");
  const digits = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}`;
  return isNegative(value) ? `-${digits}` : digits;
}

/** US dollars: "$5,180,000", or with cents ("$1,234.50") when asked. */
export function formatUsd(value: number, fractionDigits = 0): string {
  const amount = formatNumber(Math.abs(value), fractionDigits, fractionDigits);
  return isNegative(value) ? `-$${amount}` : `$${amount}`;
}

// As Intl: -0 and a negative amount that rounds to nothing keep their sign.
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/**
 * A positive number rounded to `digits` decimals as Intl rounds: from the shortest decimal
 * that reads back as the number (1.005 to 1.01, where toFixed's binary 1.00499... gives 1.00),
 * half up. Shifting the decimal point in the text keeps that decimal exact.
 */
const rounded = (value: number, digits: number) => (value < 1e-6 ? 0 : Math.round(Number(`${value}e${digits}`)) / 10 ** digits);

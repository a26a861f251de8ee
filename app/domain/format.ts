/**
 * Numbers, dollars and dates as the marketplace writes them (American English), made by
 * hand rather than by Intl. A browser's first Intl formatter of a page loads its locale
 * data: 10 ms of the main thread on this machine, 40 in Lighthouse's simulation of a phone,
 * which was most of the catalogue's blocking time (docs/performance.md, session 12). The
 * results are Intl's "en-US" ones, which tests/unit/format.test.ts checks against Intl.
 */

/** Grouped by thousands, at most `maximumFractionDigits` decimals (Intl's default: 3), rounded half away from zero. */
export function formatNumber(value: number, maximumFractionDigits = 3, minimumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "∞" : "-∞";
  const [whole, decimals] = roundedDigits(Math.abs(value), maximumFractionDigits);
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
 * The whole part and `digits` decimals of a positive number, rounded as Intl rounds: the
 * shortest decimal that reads back as the number (1.005, not its binary 1.00499...), half up.
 */
function roundedDigits(value: number, digits: number): [whole: string, fraction: string] {
  const [mantissa = "0", exponent = "0"] = value.toString().split("e");
  const [integer = "0", decimals = ""] = mantissa.split(".");
  let allDigits = integer + decimals;
  let point = integer.length + Number(exponent);
  if (point <= 0) {
    allDigits = "0".repeat(1 - point) + allDigits;
    point = 1;
  }
  allDigits = allDigits.padEnd(point + digits + 1, "0");
  const roundUp = allDigits[point + digits]! >= "5";
  const scaled = (BigInt(allDigits.slice(0, point + digits)) + (roundUp ? 1n : 0n)).toString().padStart(digits + 1, "0");
  return [scaled.slice(0, scaled.length - digits), scaled.slice(scaled.length - digits)];
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export type DateStyle = {
  month: "short" | "long";
  day?: boolean;
  year?: boolean;
  weekday?: boolean;
  /** The day in UTC (the default), or in the time zone of the machine that renders it. */
  local?: boolean;
};

/** "Mar 5, 2026", "March 5, 2026", "Mar 2026", "Mar 5" or "Thu, Mar 5, 2026", as Intl's en-US writes them. */
export function formatDate(date: Date, { month, day = false, year = false, weekday = false, local = false }: DateStyle): string {
  const monthIndex = local ? date.getMonth() : date.getUTCMonth();
  const monthName = month === "long" ? MONTHS[monthIndex]! : MONTHS[monthIndex]!.slice(0, 3);
  const dayOfMonth = local ? date.getDate() : date.getUTCDate();
  const fullYear = local ? date.getFullYear() : date.getUTCFullYear();
  const monthAndDay = day ? `${monthName} ${dayOfMonth}` : monthName;
  const withYear = year ? `${monthAndDay}${day ? "," : ""} ${fullYear}` : monthAndDay;
  return weekday ? `${WEEKDAYS[local ? date.getDay() : date.getUTCDay()]}, ${withYear}` : withYear;
}

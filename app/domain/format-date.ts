/**
 * Dates as the marketplace writes them (American English), made by hand rather than by Intl,
 * for the reason app/domain/format-number.ts gives; tests/unit/format.test.ts checks them
 * against Intl's "en-US".
 */

const MONTHS = "January February March April May June July August September October November December".split(" ");
const WEEKDAYS = "Sun Mon Tue Wed Thu Fri Sat".split(" ");

export type DateStyle = {
  month: "short" | "long";
  day?: boolean;
  year?: boolean;
  weekday?: boolean;
  /** The day in UTC (the default), or in the time zone of the machine that renders it. */
  local?: boolean;
};

/** "Mar 5, 2026": how most of the marketplace's pages write a day. */
export const SHORT_DATE: DateStyle = { month: "short", day: true, year: true };

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

import { describe, expect, it } from "vitest";
import { formatDate } from "~/domain/format-date";
import { formatNumber, formatUsd } from "~/domain/format-number";

// Edge cases, then prices, hours and rates of every size from a fixed sequence.
const NUMBERS = [0, 1, 7, 12, 999, 1000, 1234, 3652, 12345.678, 999999.9996, 1_000_000, 5_180_000, 123456789, 0.5, 2.5, 1.005, 0.0004, -0.0004, -1234.5, -7, 42.1, 3.14159, 1e15, 1e-7, 9.995, 0.125];
for (let step = 1; step <= 500; step++) NUMBERS.push(((step * 7919) % 10007) * 10 ** ((step % 9) - 3) * (step % 5 === 0 ? -1 : 1));

describe("the marketplace's numbers, written as Intl's en-US writes them", () => {
  it("groups thousands with at most three decimals by default", () => {
    const intl = new Intl.NumberFormat("en-US");
    for (const value of NUMBERS) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it("keeps at most and at least the decimals asked for", () => {
    const two = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const fixedTwo = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of NUMBERS) {
      expect(formatNumber(value, 2), String(value)).toBe(two.format(value));
      expect(formatNumber(value, 0), String(value)).toBe(whole.format(value));
      expect(formatNumber(value, 2, 2), String(value)).toBe(fixedTwo.format(value));
    }
  });

  it("writes dollars, whole or with cents, negative ones with the sign first", () => {
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of NUMBERS) {
      expect(formatUsd(value), String(value)).toBe(dollars.format(value));
      expect(formatUsd(value, 2), String(value)).toBe(cents.format(value));
    }
  });
});

describe("the marketplace's dates", () => {
  const days = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month * 2, 23, 30)));

  it("writes each month's day, month and year as Intl's en-US does, in UTC", () => {
    const styles = [
      [{ month: "short", day: true, year: true }, { month: "short", day: "numeric", year: "numeric" }],
      [{ month: "long", day: true, year: true }, { month: "long", day: "numeric", year: "numeric" }],
      [{ month: "short", year: true }, { month: "short", year: "numeric" }],
      [{ month: "short", day: true }, { month: "short", day: "numeric" }],
      [{ month: "short", day: true, year: true, weekday: true }, { weekday: "short", month: "short", day: "numeric", year: "numeric" }],
    ] as const;
    for (const [ours, intlOptions] of styles) {
      const intl = new Intl.DateTimeFormat("en-US", { ...intlOptions, timeZone: "UTC" });
      for (const day of days) expect(formatDate(day, ours)).toBe(intl.format(day));
    }
  });

  it("writes the day of the machine's time zone where asked", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
    for (const day of days) expect(formatDate(day, { month: "short", day: true, year: true, local: true })).toBe(intl.format(day));
  });
});

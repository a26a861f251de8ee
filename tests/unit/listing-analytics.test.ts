import { describe, expect, it } from "vitest";
import {
  analyticsRange,
  axisMax,
  dailyViewSeries,
  daysOnMarket,
  inquiryRate,
  lastDays,
  type MarketListing,
  marketInsights,
  median,
  pricedLowerThan,
  utcDay,
} from "~/domain/listings/listing-analytics";

describe("analyticsRange", () => {
  it("is 90 only when asked for 90, else 30", () => {
    expect(analyticsRange("90")).toBe(90);
    expect(analyticsRange("30")).toBe(30);
    expect(analyticsRange(null)).toBe(30);
    expect(analyticsRange("365")).toBe(30);
    expect(analyticsRange("90abc")).toBe(30);
  });
});

describe("UTC days", () => {
  it("buckets an instant by its UTC calendar day, whatever the local clock says", () => {
    expect(utcDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    expect(utcDay(new Date("2026-03-01T20:30:00-05:00"))).toBe("2026-03-02");
  });

  it("lists the last N days ending today, oldest first, across a month and a leap day", () => {
    expect(lastDays(new Date("2028-03-02T08:00:00Z"), 4)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01", "2028-03-02"]);
    expect(lastDays(new Date("2026-01-01T00:00:00Z"), 90)).toHaveLength(90);
    expect(lastDays(new Date("2026-01-01T00:00:00Z"), 90)[0]).toBe("2025-10-04");
  });
});

describe("dailyViewSeries", () => {
  it("fills days without views with 0 and leaves out days outside the range", () => {
    const today = new Date("2026-05-10T12:00:00Z");
    const series = dailyViewSeries(
      [
        { day: "2026-05-08", views: 4 },
        { day: "2026-05-10", views: 1 },
        { day: "2026-04-01", views: 99 },
      ],
      today,
      5,
    );
    expect(series).toEqual([
      { day: "2026-05-06", views: 0 },
      { day: "2026-05-07", views: 0 },
      { day: "2026-05-08", views: 4 },
      { day: "2026-05-09", views: 0 },
      { day: "2026-05-10", views: 1 },
    ]);
  });

  it("adds up rows of one day, as for several listings of one seller", () => {
    const series = dailyViewSeries(
      [
        { day: "2026-05-10", views: 2 },
        { day: "2026-05-10", views: 3 },
      ],
      new Date("2026-05-10T00:00:00Z"),
      1,
    );
    expect(series).toEqual([{ day: "2026-05-10", views: 5 }]);
  });
});

describe("daysOnMarket", () => {
  it("counts UTC calendar days, 0 on the day of listing", () => {
    expect(daysOnMarket(new Date("2026-05-10T23:00:00Z"), new Date("2026-05-10T23:30:00Z"))).toBe(0);
    expect(daysOnMarket(new Date("2026-05-10T23:00:00Z"), new Date("2026-05-11T00:10:00Z"))).toBe(1);
    expect(daysOnMarket(new Date("2026-01-01T00:00:00Z"), new Date("2026-03-01T12:00:00Z"))).toBe(59);
  });
});

describe("inquiryRate", () => {
  it("is inquiries per 100 views, and unknown without views", () => {
    expect(inquiryRate(3, 150)).toBe(2);
    expect(inquiryRate(1, 3)).toBeCloseTo(33.33, 2);
    expect(inquiryRate(0, 40)).toBe(0);
    expect(inquiryRate(2, 0)).toBeNull();
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones, of unsorted values", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([10, 2, 4, 8])).toBe(6);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe("pricedLowerThan", () => {
  it("is the share of the others that ask more", () => {
    expect(pricedLowerThan(500, [400, 600, 700, 800])).toBe(75);
    expect(pricedLowerThan(900, [400, 600, 700, 800])).toBe(0);
    expect(pricedLowerThan(100, [400, 600, 700])).toBe(100);
    expect(pricedLowerThan(600, [400, 600, 700])).toBe(33);
    expect(pricedLowerThan(600, [])).toBeNull();
  });
});

describe("marketInsights", () => {
  const today = new Date("2026-06-30T12:00:00Z");
  const listed = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000);
  const aircraft = (id: number, year: number, price: number, totalTimeHours: number, daysAgo: number): MarketListing => ({
    id,
    year,
    price,
    totalTimeHours,
    listedAt: listed(daysAgo),
  });
  const subject = aircraft(1, 2018, 5_000_000, 1_200, 10);

  it("compares with the same category built within five years, leaving this listing out", () => {
    const insights = marketInsights(
      subject,
      [subject, aircraft(2, 2013, 4_000_000, 3_000, 20), aircraft(3, 2020, 6_000_000, 800, 40), aircraft(4, 2023, 7_000_000, 200, 60), aircraft(5, 2010, 1_000_000, 9_000, 300)],
      today,
    );
    expect(insights).toEqual({
      basis: "category-and-year",
      comparables: 3,
      medianPrice: 6_000_000,
      medianTotalTimeHours: 800,
      medianDaysOnMarket: 40,
      daysOnMarket: 10,
      pricedLowerThanPercent: 67,
    });
  });

  it("falls back to the whole category when too few were built within five years", () => {
    const insights = marketInsights(subject, [aircraft(2, 2020, 6_000_000, 800, 5), aircraft(3, 1990, 500_000, 6_000, 90), aircraft(4, 2000, 1_500_000, 4_000, 30)], today);
    expect(insights.basis).toBe("category");
    expect(insights.comparables).toBe(3);
    expect(insights.medianPrice).toBe(1_500_000);
    expect(insights.pricedLowerThanPercent).toBe(33);
  });

  it("quotes no market figures when the category has fewer than three other aircraft", () => {
    const insights = marketInsights(subject, [subject, aircraft(2, 2018, 6_000_000, 800, 5), aircraft(3, 2019, 4_000_000, 900, 7)], today);
    expect(insights).toEqual({
      basis: "too-few",
      comparables: 0,
      medianPrice: null,
      medianTotalTimeHours: null,
      medianDaysOnMarket: null,
      daysOnMarket: 10,
      pricedLowerThanPercent: null,
    });
  });
});

describe("axisMax", () => {
  it("rounds the highest value up to 1, 2 or 5 times a power of ten", () => {
    expect(axisMax(0)).toBe(1);
    expect(axisMax(1)).toBe(1);
    expect(axisMax(2)).toBe(2);
    expect(axisMax(3)).toBe(5);
    expect(axisMax(7)).toBe(10);
    expect(axisMax(10)).toBe(10);
    expect(axisMax(11)).toBe(20);
    expect(axisMax(480)).toBe(500);
    expect(axisMax(501)).toBe(1_000);
  });
});

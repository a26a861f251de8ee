import { describe, expect, it } from "vitest";
import { daysOnMarket, describePriceChange, formatDaysOnMarket, marketHistory } from "~/domain/listings/price-history";

const now = new Date("2026-11-22T18:00:00Z");

describe("describePriceChange", () => {
  it("says a lower price was reduced by the difference, on the day of the change", () => {
    expect(describePriceChange({ oldPrice: 4_950_000, newPrice: 4_800_000, changedAt: new Date("2026-10-03T09:00:00Z") }, now)).toBe(
      "Reduced $150,000 on Oct 3",
    );
  });

  it("says a higher price was raised", () => {
    expect(describePriceChange({ oldPrice: 450_000, newPrice: 500_000, changedAt: new Date("2026-09-01T12:00:00Z") }, now)).toBe("Raised $50,000 on Sep 1");
  });

  it("writes differences of a million and more like the site's short prices", () => {
    expect(describePriceChange({ oldPrice: 12_500_000, newPrice: 11_000_000, changedAt: new Date("2026-11-22T00:00:00Z") }, now)).toBe(
      "Reduced $1.5M on Nov 22",
    );
  });

  it("names the year of a change made in an earlier year", () => {
    expect(describePriceChange({ oldPrice: 300_000, newPrice: 290_000, changedAt: new Date("2025-12-31T23:30:00Z") }, now)).toBe(
      "Reduced $10,000 on Dec 31, 2025",
    );
  });

  it("reads the day in UTC, whatever the time of day", () => {
    expect(describePriceChange({ oldPrice: 300_000, newPrice: 290_000, changedAt: new Date("2026-10-03T23:59:00Z") }, now)).toMatch(/on Oct 3$/);
  });
});

describe("daysOnMarket", () => {
  it("counts whole days since the listing was listed", () => {
    expect(daysOnMarket(new Date("2026-10-16T19:00:00Z"), now)).toBe(36);
    expect(daysOnMarket(new Date("2026-10-16T17:00:00Z"), now)).toBe(37);
  });

  it("is 0 on the first day and never negative", () => {
    expect(daysOnMarket(new Date("2026-11-22T10:00:00Z"), now)).toBe(0);
    expect(daysOnMarket(new Date("2026-11-23T10:00:00Z"), now)).toBe(0);
  });
});

describe("formatDaysOnMarket", () => {
  it("words the count", () => {
    expect(formatDaysOnMarket(0)).toBe("Listed today");
    expect(formatDaysOnMarket(1)).toBe("1 day on market");
    expect(formatDaysOnMarket(1_204)).toBe("1,204 days on market");
  });
});

describe("marketHistory", () => {
  const changes = [
    { oldPrice: 5_000_000, newPrice: 4_850_000, changedAt: new Date("2026-10-03T09:00:00Z") },
    { oldPrice: 4_950_000, newPrice: 5_000_000, changedAt: new Date("2026-09-01T09:00:00Z") },
  ];

  it("words each change in the order given and counts the days of a listing on the market", () => {
    expect(marketHistory({ status: "active", createdAt: new Date("2026-08-20T12:00:00Z") }, changes, now)).toEqual({
      daysOnMarket: 94,
      changes: [
        { text: "Reduced $150,000 on Oct 3", reduced: true, lowered: true, changedOn: "2026-10-03" },
        { text: "Raised $50,000 on Sep 1", reduced: false, lowered: false, changedOn: "2026-09-01" },
      ],
    });
  });

  it("counts no days for a draft or a sold listing", () => {
    expect(marketHistory({ status: "draft", createdAt: new Date("2026-08-20T12:00:00Z") }, [], now).daysOnMarket).toBeNull();
    expect(marketHistory({ status: "sold", createdAt: new Date("2026-08-20T12:00:00Z") }, changes, now).daysOnMarket).toBeNull();
    expect(marketHistory({ status: "pending", createdAt: new Date("2026-08-20T12:00:00Z") }, changes, now).daysOnMarket).toBe(94);
  });
});

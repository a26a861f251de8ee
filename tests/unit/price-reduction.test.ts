import { describe, expect, it } from "vitest";
import { describePriceChange, marketHistory } from "~/domain/listings/price-history";
import { priceReduction, referencePrice } from "~/domain/listings/price-reduction";

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const change = (oldPrice: number, newPrice: number, on: number) => ({ oldPrice, newPrice, changedAt: day(on) });

describe("the 30-day reference price (EU Omnibus Directive)", () => {
  it("measures a first cut from the price it replaced", () => {
    const cut = change(500_000, 450_000, 20);
    expect(referencePrice([cut], cut)).toBe(500_000);
    expect(priceReduction([cut], cut)).toEqual({ from: 500_000, amount: 50_000 });
  });

  it("finds no reduction in a raise cut back to the old price", () => {
    const raise = change(500_000, 1_500_000, 10);
    const cut = change(1_500_000, 500_000, 12);
    expect(referencePrice([raise, cut], cut)).toBe(500_000);
    expect(priceReduction([raise, cut], cut)).toBeNull();
  });

  it("measures a cut below the old price from the low, not from the raised price", () => {
    const raise = change(500_000, 1_500_000, 10);
    const cut = change(1_500_000, 400_000, 12);
    expect(priceReduction([cut, raise], cut)).toEqual({ from: 500_000, amount: 100_000 });
  });

  it("forgets prices older than 30 days", () => {
    const earlyLow = change(500_000, 300_000, 1);
    const raise = change(300_000, 900_000, 3);
    const cut = change(900_000, 600_000, 5 + 30);
    // The low of 300,000 ended on day 3, more than 30 days before the cut.
    expect(priceReduction([earlyLow, raise, cut], cut)).toEqual({ from: 900_000, amount: 300_000 });
    expect(priceReduction([earlyLow, raise, change(900_000, 600_000, 20)], change(900_000, 600_000, 20))).toBeNull();
  });

  it("reads no change made at or after the one it measures", () => {
    const cut = change(500_000, 450_000, 20);
    expect(priceReduction([cut, change(450_000, 100_000, 21)], cut)).toEqual({ from: 500_000, amount: 50_000 });
  });

  it("never calls a raise a reduction", () => {
    const raise = change(500_000, 600_000, 20);
    expect(priceReduction([raise], raise)).toBeNull();
  });
});

describe("the price history under the rule", () => {
  const now = day(25);
  it("says a cut back after a raise is not below the 30-day low", () => {
    const changes = [change(1_500_000, 500_000, 12), change(500_000, 1_500_000, 10)];
    const history = marketHistory({ status: "active", createdAt: day(1) }, changes, now);
    expect(history.changes.map(({ text, reduced, lowered }) => ({ text, reduced, lowered }))).toEqual([
      { text: "Lowered to $500,000 on Nov 12, not below its lowest price of the previous 30 days", reduced: false, lowered: true },
      { text: "Raised $1.0M on Nov 10", reduced: false, lowered: false },
    ]);
  });

  it("words a real reduction by its amount from the low", () => {
    expect(describePriceChange(change(1_500_000, 400_000, 12), now, [change(500_000, 1_500_000, 10)])).toBe("Reduced $100,000 on Nov 12");
  });

  it("counts no days on market for a sample, whose dates are made up", () => {
    expect(marketHistory({ status: "active", createdAt: day(1), sample: true }, [], now).daysOnMarket).toBeNull();
  });
});

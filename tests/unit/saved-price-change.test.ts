import { describe, expect, it } from "vitest";
import { describeSavedPriceChange, priceChangeSinceSaved } from "~/domain/alerts/saved-price-change";

const savedAt = new Date("2026-03-10T12:00:00Z");
const change = (oldPrice: number, newPrice: number, day: string) => ({ oldPrice, newPrice, changedAt: new Date(`${day}T09:00:00Z`) });

describe("a saved aircraft's price change since it was saved", () => {
  it("is none while the price has not moved since the save, whatever it did before", () => {
    expect(priceChangeSinceSaved(950_000, savedAt, [])).toBeNull();
    expect(priceChangeSinceSaved(950_000, savedAt, [change(1_000_000, 950_000, "2026-03-01")])).toBeNull();
  });

  it("runs from the price when saved to the price now, over every change since", () => {
    const changes = [change(1_000_000, 950_000, "2026-03-01"), change(950_000, 900_000, "2026-03-20"), change(900_000, 875_000, "2026-04-02")];
    expect(priceChangeSinceSaved(875_000, savedAt, changes)).toBe(-75_000);
    expect(priceChangeSinceSaved(1_000_000, savedAt, [change(950_000, 1_000_000, "2026-03-15")])).toBe(50_000);
  });

  it("is none when the price came back to where it was", () => {
    expect(priceChangeSinceSaved(950_000, savedAt, [change(950_000, 900_000, "2026-03-20"), change(900_000, 950_000, "2026-03-25")])).toBeNull();
  });

  it("is written as a buyer reads it", () => {
    expect(describeSavedPriceChange(-75_000)).toBe("Down $75,000 since you saved it");
    expect(describeSavedPriceChange(50_000)).toBe("Up $50,000 since you saved it");
  });
});

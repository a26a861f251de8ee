import { describe, expect, it } from "vitest";
import { exactPriceWhereRounded } from "~/domain/catalog/price";
import { titleExtras } from "~/domain/listings/card-title";

const cessna = { manufacturer: "Cessna", model: "Citation CJ4 Gen2", year: 2023 };

describe("what a card says under a listing's title", () => {
  it("repeats neither the model nor the year a title already gives", () => {
    expect(titleExtras({ ...cessna, name: "2023 Cessna Citation CJ4 Gen2" })).toEqual({ makeAndModel: null, year: null });
    expect(titleExtras({ ...cessna, name: "2023 citation cj4 gen2, one owner" })).toEqual({ makeAndModel: null, year: null });
  });

  it("gives the year a title leaves out, and not a year that is part of another number", () => {
    expect(titleExtras({ ...cessna, name: "Citation CJ4 Gen2, one owner" })).toEqual({ makeAndModel: null, year: 2023 });
    expect(titleExtras({ ...cessna, name: "Citation CJ4 Gen2 N20231" })).toEqual({ makeAndModel: null, year: 2023 });
  });

  it("gives the maker and model a title does not name", () => {
    expect(titleExtras({ ...cessna, name: "2023 light jet, low time" })).toEqual({ makeAndModel: "Cessna Citation CJ4 Gen2", year: null });
  });
});

describe("the exact price under a card's short one", () => {
  it("is given where the short price rounded it", () => {
    expect(exactPriceWhereRounded(10_950_000)).toBe("$10,950,000");
    expect(exactPriceWhereRounded(1_395_000)).toBe("$1,395,000");
  });

  it("is left out where the short price is exact already", () => {
    expect(exactPriceWhereRounded(48_500_000)).toBeNull();
    expect(exactPriceWhereRounded(1_000_000)).toBeNull();
    expect(exactPriceWhereRounded(899_000)).toBeNull();
  });
});

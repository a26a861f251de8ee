import { describe, expect, it } from "vitest";
import { FINANCING_NOTE, ownershipNote } from "~/domain/valuation/figures-notes";

describe("the detail page's calculator notes", () => {
  it("give the listed engines' TBO", () => {
    expect(ownershipNote("piston-twin", [{ tboHours: 1_800 }, { tboHours: 2_000 }])).toBe(
      "An estimate from the figures below. They start at AeroMarket’s rough defaults for a piston twin (/help says where they come from); replace them with your own quotes. The engine reserve sets aside each engine’s overhaul cost over its TBO (1,800 and 2,000 hours, as listed).",
    );
  });

  it("give the type's typical engines when the seller listed none", () => {
    expect(ownershipNote("large-jet", [])).toContain("over its TBO (10,000 and 10,000 hours, typical of a large jet, as the seller listed no engines).");
    expect(ownershipNote("turboprop-single", undefined)).toContain("over its TBO (3,600 hours, typical of a single turboprop, as the seller listed no engines).");
  });

  it("state the financing's defaults", () => {
    expect(FINANCING_NOTE).toContain("It starts at 20% down, 7.5% a year over 240 months; a lender’s terms will differ.");
  });
});

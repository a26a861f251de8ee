import { describe, expect, it } from "vitest";
import { AIRCRAFT_CATEGORY_VALUES } from "~/domain/catalog/categories";
import { PRE_BUY_ADVICE, preBuyAdvice, preBuyTable } from "~/domain/inquiries/pre-buy";

describe("the pre-buy advice per category", () => {
  it("keeps the spec's sentence word for word for pistons and light turboprops", () => {
    expect(PRE_BUY_ADVICE).toBe("A pre-buy inspection typically takes 2-3 days and costs $3,000-8,000.");
    expect(preBuyAdvice("single-engine")).toBe(PRE_BUY_ADVICE);
    expect(preBuyAdvice("turboprop")).toBe(PRE_BUY_ADVICE);
  });

  it.each([
    ["multi-engine", "A pre-buy inspection of a piston twin typically takes 3-5 days and costs $5,000-15,000."],
    ["helicopter", "A pre-buy inspection of a helicopter typically takes 3-7 days and costs $5,000-40,000, the higher end for turbine twins."],
    ["business-jet", "A pre-buy inspection of a business jet typically takes 1-3 weeks and costs $20,000-150,000, the higher end for large-cabin jets."],
    ["commercial", "A pre-buy inspection of a commercial airliner typically takes 2-6 weeks and costs $100,000-500,000, records audit included."],
  ] as const)("gives %s its own range", (category, sentence) => {
    expect(preBuyAdvice(category)).toBe(sentence);
    expect(preBuyAdvice(category)).not.toContain("$3,000-8,000");
  });

  it("has a row for every category, in the catalogue's order, for /help", () => {
    expect(preBuyTable().map((row) => row.category)).toEqual(AIRCRAFT_CATEGORY_VALUES);
    expect(preBuyTable().find((row) => row.category === "business-jet")).toMatchObject({ label: "Business Jet", duration: "1-3 weeks", cost: "$20,000-150,000" });
  });
});

import { describe, expect, it } from "vitest";
import { AIRCRAFT_TYPES } from "~/domain/aircraft/aircraft-types";
import { PRE_BUY_ADVICE, preBuyAdvice, preBuySummary, preBuyTable } from "~/domain/inquiries/pre-buy";

describe("the pre-buy advice per type", () => {
  it("keeps the spec's sentence word for word for the piston single", () => {
    expect(PRE_BUY_ADVICE).toBe("A pre-buy inspection typically takes 2-3 days and costs $3,000-8,000.");
    expect(preBuyAdvice("piston-single")).toBe(PRE_BUY_ADVICE);
  });

  it.each([
    ["piston-twin", "A pre-buy inspection of a piston twin typically takes 3-5 days and costs $5,000-15,000."],
    ["turboprop-twin", "A pre-buy inspection of a twin turboprop typically takes 5-10 days and costs $20,000-60,000, with borescopes of both engines."],
    ["light-jet", "A pre-buy inspection of a light jet typically takes 1-2 weeks and costs $20,000-60,000."],
    ["large-jet", "A pre-buy inspection of a large jet typically takes 2-4 weeks and costs $100,000-300,000, the higher end timed with a heavy check."],
    ["helicopter", "A pre-buy inspection of a helicopter typically takes 3-7 days and costs $5,000-40,000, the higher end for turbine twins."],
    ["airliner", "A pre-buy inspection of an airliner typically takes 2-6 weeks and costs $100,000-500,000, records audit included."],
  ] as const)("gives %s its own range, not the piston's", (type, sentence) => {
    expect(preBuyAdvice(type)).toBe(sentence);
    expect(preBuyAdvice(type)).not.toContain("$3,000-8,000");
  });

  it("has a row with a source for every type, for /help", () => {
    expect(preBuyTable().map((row) => row.type)).toEqual(AIRCRAFT_TYPES.map((type) => type.value));
    for (const row of preBuyTable()) expect(row.source).toMatch(/^AeroMarket’s rough guide/);
  });

  it("gives /about and /safety the same table's figures", () => {
    expect(preBuySummary()).toBe(
      "A pre-buy typically takes 2-3 days and costs $3,000-8,000 for a piston single, 1-2 weeks and $20,000-60,000 for a light jet, and up to 2-6 weeks and $100,000-500,000 for an airliner; each aircraft page and the Help page give the range for its type.",
    );
  });
});

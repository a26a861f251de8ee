import { describe, expect, it } from "vitest";
import {
  AIRCRAFT_TYPE_OPTIONS,
  AIRCRAFT_TYPE_REQUIRED_MESSAGE,
  BUDGET_DEFAULT,
  BUDGET_MAX,
  BUDGET_MIN,
  BUDGET_STEP,
  PASSENGER_CAPACITY_OPTIONS,
  RANGE_OPTIONS,
  TIMELINE_OPTIONS,
  USAGE_OPTIONS,
  formatBudget,
} from "~/domain/matching/match-requirements";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";

/** What a GET form submits: every value a string. */
function parse(input: Record<string, string | undefined>) {
  return matchRequirementsSchema.safeParse(input);
}

function messagesFor(input: Record<string, string | undefined>, field: string): string[] {
  const result = parse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("match requirement options", () => {
  it("are the spec's values and labels", () => {
    expect(AIRCRAFT_TYPE_OPTIONS.map((option) => `${option.value}=${option.label}`)).toEqual([
      "business-jet=Business Jet",
      "single-engine=Single Engine",
      "multi-engine=Multi Engine",
      "turboprop=Turboprop",
      "helicopter=Helicopter",
      "commercial=Commercial",
    ]);
    expect(PASSENGER_CAPACITY_OPTIONS.map((option) => option.label)).toEqual([
      "1-4 passengers",
      "5-8 passengers",
      "9-15 passengers",
      "16+ passengers",
    ]);
    expect(RANGE_OPTIONS.map((option) => `${option.value}=${option.label}`)).toEqual([
      "short=Short range (under 1,500 nm)",
      "medium=Medium range (1,500-3,000 nm)",
      "long=Long range (3,000-6,000 nm)",
      "ultra-long=Ultra-long range (6,000+ nm)",
    ]);
    expect(USAGE_OPTIONS.map((option) => `${option.value}=${option.label}`)).toEqual([
      "business=Business travel",
      "personal=Personal use",
      "charter=Charter operations",
      "training=Flight training",
      "cargo=Cargo",
    ]);
    expect(TIMELINE_OPTIONS.map((option) => `${option.value}=${option.label}`)).toEqual([
      "immediate=Immediate (1-3 months)",
      "short=Short term (3-6 months)",
      "medium=Medium term (6-12 months)",
      "long=Long term (1+ years)",
    ]);
  });

  it("has the spec's budget slider", () => {
    expect([BUDGET_MIN, BUDGET_MAX, BUDGET_STEP, BUDGET_DEFAULT]).toEqual([
      50_000, 100_000_000, 50_000, 1_000_000,
    ]);
  });
});

describe("matchRequirementsSchema", () => {
  it("parses a full GET form, coercing the budget and trimming the notes", () => {
    const result = parse({
      aircraftType: "business-jet",
      budget: "5000000",
      passengerCapacity: "9-15",
      range: "long",
      usage: "charter",
      timeline: "immediate",
      additionalNotes: "  winglets and wifi  ",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      aircraftType: "business-jet",
      budget: 5_000_000,
      passengerCapacity: "9-15",
      range: "long",
      usage: "charter",
      timeline: "immediate",
      additionalNotes: "winglets and wifi",
    });
  });

  it("asks for an aircraft type when it is missing or blank", () => {
    expect(messagesFor({}, "aircraftType")).toEqual([AIRCRAFT_TYPE_REQUIRED_MESSAGE]);
    expect(messagesFor({ aircraftType: "" }, "aircraftType")).toEqual([
      "Choose an aircraft type to find your matches.",
    ]);
  });

  it("rejects an unknown aircraft type, range, usage, passenger capacity or timeline", () => {
    expect(parse({ aircraftType: "rocket" }).success).toBe(false);
    expect(messagesFor({ aircraftType: "rocket" }, "aircraftType")).not.toContain(
      AIRCRAFT_TYPE_REQUIRED_MESSAGE,
    );
    expect(messagesFor({ aircraftType: "turboprop", range: "galactic" }, "range")).toHaveLength(1);
    expect(messagesFor({ aircraftType: "turboprop", usage: "smuggling" }, "usage")).toHaveLength(1);
    expect(
      messagesFor({ aircraftType: "turboprop", passengerCapacity: "100+" }, "passengerCapacity"),
    ).toHaveLength(1);
    expect(messagesFor({ aircraftType: "turboprop", timeline: "yesterday" }, "timeline")).toHaveLength(1);
  });

  it("treats absent or blank optional choices as not given", () => {
    const result = parse({
      aircraftType: "helicopter",
      passengerCapacity: "",
      range: "",
      usage: undefined,
      additionalNotes: "   ",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ aircraftType: "helicopter", budget: BUDGET_DEFAULT });
  });

  it("defaults the budget to 1,000,000 when absent or blank", () => {
    expect(parse({ aircraftType: "turboprop" }).data?.budget).toBe(1_000_000);
    expect(parse({ aircraftType: "turboprop", budget: "" }).data?.budget).toBe(1_000_000);
  });

  it("accepts the ends of the slider", () => {
    expect(parse({ aircraftType: "turboprop", budget: "50000" }).data?.budget).toBe(50_000);
    expect(parse({ aircraftType: "turboprop", budget: "100000000" }).data?.budget).toBe(100_000_000);
  });

  it("rejects a budget off the step or out of range", () => {
    expect(messagesFor({ aircraftType: "turboprop", budget: "1234567" }, "budget")).toHaveLength(1);
    expect(messagesFor({ aircraftType: "turboprop", budget: "75000" }, "budget")).toHaveLength(1);
    expect(messagesFor({ aircraftType: "turboprop", budget: "0" }, "budget")).toHaveLength(1);
    expect(messagesFor({ aircraftType: "turboprop", budget: "-50000" }, "budget").length).toBeGreaterThan(0);
    expect(messagesFor({ aircraftType: "turboprop", budget: "100050000" }, "budget")).toHaveLength(1);
    expect(messagesFor({ aircraftType: "turboprop", budget: "lots" }, "budget")).toHaveLength(1);
  });

  it("rejects notes over 1000 characters", () => {
    expect(parse({ aircraftType: "turboprop", additionalNotes: "a".repeat(1000) }).success).toBe(true);
    expect(messagesFor({ aircraftType: "turboprop", additionalNotes: "a".repeat(1001) }, "additionalNotes")).toHaveLength(1);
  });
});

describe("formatBudget", () => {
  it("labels the slider in thousands below a million", () => {
    expect(formatBudget(50_000)).toBe("$50K");
    expect(formatBudget(950_000)).toBe("$950K");
  });

  it("labels millions with one decimal", () => {
    expect(formatBudget(1_000_000)).toBe("$1.0M");
    expect(formatBudget(12_500_000)).toBe("$12.5M");
    expect(formatBudget(2_000_000)).toBe("$2.0M");
  });

  it("keeps a second decimal where a $50K step needs it, never rounding up to the maximum", () => {
    expect(formatBudget(1_050_000)).toBe("$1.05M");
    expect(formatBudget(12_550_000)).toBe("$12.55M");
    expect(formatBudget(99_950_000)).toBe("$99.95M");
  });

  it("shows $100M+ at the maximum", () => {
    expect(formatBudget(BUDGET_MAX)).toBe("$100M+");
  });
});

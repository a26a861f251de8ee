import { describe, expect, it } from "vitest";
import type { AviationFacts } from "~/domain/listings/aviation";
import { keyFacts } from "~/domain/listings/key-facts";

const kingAir = { year: 2019, serialNumber: "FL-1175", registration: "N350KA", totalTimeHours: 1_340, seats: 9, usefulLoadLbs: 5_060, location: "Houston, TX" };
const twin: AviationFacts = {
  engines: [
    { make: "Pratt & Whitney Canada", model: "PT6A-60A", timeHours: 1_340, basis: "SNEW", tboHours: 3_600 },
    { make: "Pratt & Whitney Canada", model: "PT6A-60A", timeHours: 2_900, basis: "SMOH", tboHours: 3_600 },
  ],
  equipment: { items: ["autopilot"], other: [], adsbOut: "yes" },
  history: { damage: "none", logbooks: "yes" },
};

describe("the key facts' line at the top of an aircraft's page", () => {
  it("gives year, serial, registration, total time, each engine against its TBO, seats, useful load and location, in that order", () => {
    expect(keyFacts({ ...kingAir, aviation: twin })).toEqual([
      { label: "Year", values: ["2019"] },
      { label: "Serial Number", values: ["FL-1175"] },
      { label: "Registration", values: ["N350KA"] },
      { label: "Total Time", values: ["1,340 hrs"] },
      { label: "Engine Hours / TBO", values: ["#1 1,340 / 3,600 SNEW", "#2 2,900 / 3,600 SMOH"] },
      { label: "Seats", values: ["9"] },
      { label: "Useful Load", values: ["5,060 lbs"] },
      { label: "Location", values: ["Houston, TX"] },
    ]);
  });

  it("names a single engine without a number, and leaves engines out when the seller described none", () => {
    const single: AviationFacts = { engines: [{ make: "Lycoming", model: "IO-540", timeHours: 450, basis: "SMOH", tboHours: 2_000 }] };
    expect(keyFacts({ ...kingAir, aviation: single }).find((fact) => fact.label.startsWith("Engine"))).toEqual({ label: "Engine Hours / TBO", values: ["450 / 2,000 SMOH"] });
    expect(keyFacts({ ...kingAir, aviation: {} }).map((fact) => fact.label)).toEqual(["Year", "Serial Number", "Registration", "Total Time", "Seats", "Useful Load", "Location"]);
  });

  it("shows no placeholder for what a draft has not been given", () => {
    const draft = { ...kingAir, serialNumber: "", registration: "", usefulLoadLbs: 0, aviation: {}, blank: ["serialNumber", "registration", "usefulLoadLbs"] as const };
    expect(keyFacts(draft).map((fact) => fact.label)).toEqual(["Year", "Total Time", "Seats", "Location"]);
  });
});

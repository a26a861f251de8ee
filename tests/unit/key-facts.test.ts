import { describe, expect, it } from "vitest";
import type { AviationFacts } from "~/domain/listings/aviation";
import { keyFacts } from "~/domain/listings/key-facts";

const airframe = { year: 2019, totalTimeHours: 1_340, seats: 9, location: "Houston, TX" };

describe("the figures a listing's page shows first", () => {
  it("leads with total time, then the engine nearest its TBO, ADS-B Out, inspection, damage and logbooks", () => {
    const aviation: AviationFacts = {
      engines: [
        { make: "Pratt & Whitney Canada", model: "PT6A-60A", timeHours: 1_340, basis: "SNEW", tboHours: 3_600 },
        { make: "Pratt & Whitney Canada", model: "PT6A-60A", timeHours: 2_900, basis: "SMOH", tboHours: 3_600 },
      ],
      equipment: { items: ["autopilot"], other: [], adsbOut: "yes" },
      inspection: { lastDate: "2026-03-14", programme: "phase" },
      history: { damage: "none", logbooks: "yes" },
    };
    expect(keyFacts({ ...airframe, aviation })).toEqual([
      { label: "Total Time", value: "1,340 hrs" },
      { label: "Engine time (nearest TBO)", value: "2,900 of 3,600 hours SMOH" },
      { label: "ADS-B Out", value: "Yes" },
      { label: "Last inspection", value: "Mar 2026" },
      { label: "Damage history", value: "None" },
      { label: "Logbooks", value: "Complete" },
    ]);
  });

  it("fills the row with year, seats and place when the seller told less", () => {
    expect(keyFacts({ ...airframe, aviation: {} })).toEqual([
      { label: "Total Time", value: "1,340 hrs" },
      { label: "Year", value: "2019" },
      { label: "Seats", value: "9" },
      { label: "Location", value: "Houston, TX" },
    ]);
    const oneEngine: AviationFacts = { engines: [{ make: "Lycoming", model: "IO-540", timeHours: 450, basis: "SMOH", tboHours: 2_000 }] };
    expect(keyFacts({ ...airframe, aviation: oneEngine }).map((fact) => fact.label)).toEqual(["Total Time", "Engine time", "Year", "Seats"]);
  });
});

import { describe, expect, it } from "vitest";
import type { AviationFacts } from "~/domain/listings/aviation";
import { aviationFactRows } from "~/domain/listings/aviation-fact-rows";

describe("the aviation facts a detail page shows", () => {
  it("shows nothing when the seller gave none", () => {
    expect(aviationFactRows({})).toBeNull();
    expect(aviationFactRows({ equipment: { items: [], other: [] } })).toBeNull();
  });

  it("words each engine with its propeller, the inspection and the history", () => {
    const facts: AviationFacts = {
      airframe: { engineCount: 2, landings: 4_210 },
      engines: [
        { make: "Lycoming", model: "IO-540", timeHours: 450, basis: "SMOH", tboHours: 2_000, programme: "TAP Blue" },
        { make: "Lycoming", model: "IO-540", timeHours: 1_200, basis: "SNEW", tboHours: 2_000 },
      ],
      propellers: [{ sinceOverhaulHours: 300 }],
      inspection: { lastDate: "2026-03-14", programme: "annual" },
      history: { damage: "yes", damageDescription: "Gear-up landing, 2019, repaired by the factory.", logbooks: "partial", paintYear: 2021, paintRating: 8 },
    };
    const rows = aviationFactRows(facts);
    expect(rows?.engines).toEqual([
      { label: "Number of engines", value: "2" },
      { label: "Engine 1", value: "Lycoming IO-540" },
      { label: "Engine 1 time", value: "450 of 2,000 hours SMOH" },
      { label: "Engine 1 programme", value: "TAP Blue" },
      { label: "Propeller 1", value: "300 hrs since overhaul" },
      { label: "Engine 2", value: "Lycoming IO-540" },
      { label: "Engine 2 time", value: "1,200 of 2,000 hours SNEW" },
    ]);
    expect(rows?.airframe).toEqual([{ label: "Landings or cycles", value: "4,210" }]);
    expect(rows?.inspection).toEqual([
      { label: "Last inspection", value: "Mar 14, 2026" },
      { label: "Programme", value: "Annual" },
    ]);
    expect(rows?.history).toEqual([
      { label: "Damage history", value: "Yes" },
      { label: "Logbooks", value: "Partial" },
      { label: "Paint", value: "2021, condition 8/10" },
    ]);
    expect(rows?.damageDescription).toBe("Gear-up landing, 2019, repaired by the factory.");
    expect(rows?.equipment).toBeNull();
  });

  it("lists the equipment by its names with the seller's own lines, and ADS-B Out alone is worth showing", () => {
    expect(aviationFactRows({ equipment: { items: ["autopilot", "gps"], other: ["Garmin G1000 NXi"], adsbOut: "no" } })?.equipment).toEqual({
      adsbOut: "No",
      items: ["Autopilot", "GPS/navigator", "Garmin G1000 NXi"],
    });
    expect(aviationFactRows({ equipment: { items: [], other: [], adsbOut: "yes" } })?.equipment).toEqual({ adsbOut: "Yes", items: [] });
  });

  it("keeps a damage description only when the history says there was damage", () => {
    expect(aviationFactRows({ history: { damage: "none", damageDescription: "Hangar rash" } })?.damageDescription).toBeNull();
  });
});

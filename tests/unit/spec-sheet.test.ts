import { describe, expect, it } from "vitest";
import type { AviationFacts } from "~/domain/listings/aviation";
import { specSheet } from "~/domain/listings/spec-sheet";

const piston = { category: "multi-engine", totalTimeHours: 3_120 } as const;

describe("the spec sheet of an aircraft's page", () => {
  it("has no sheet when the seller gave none of its facts", () => {
    expect(specSheet({ ...piston, aviation: {} })).toEqual([]);
    expect(specSheet({ ...piston, aviation: { equipment: { items: [], other: [] } } })).toEqual([]);
  });

  it("follows a broker's sections in their order, each with only what the seller gave", () => {
    const aviation: AviationFacts = {
      airframe: { engineCount: 2, landings: 4_210 },
      engines: [
        { make: "Lycoming", model: "IO-540", timeHours: 450, basis: "SMOH", tboHours: 2_000, programme: "TAP Blue" },
        { make: "Lycoming", model: "IO-540", timeHours: 1_200, basis: "SNEW", tboHours: 2_000 },
      ],
      propellers: [{ sinceOverhaulHours: 300 }],
      equipment: { items: ["autopilot", "known-ice", "gps"], other: ["Garmin G1000 NXi"], adsbOut: "no" },
      inspection: { lastDate: "2026-03-14", programme: "annual" },
      history: { damage: "yes", damageDescription: "Gear-up landing, 2019, repaired by the factory.", logbooks: "partial", paintYear: 2021, paintRating: 8, interiorRating: 7 },
    };
    const sheet = specSheet({ ...piston, aviation });
    expect(sheet.map((section) => section.title)).toEqual(["Airframe", "Engines", "Propellers", "Avionics", "Equipment", "Interior", "Exterior", "Inspection status", "Damage and logbooks"]);
    const section = (title: string) => sheet.find((entry) => entry.title === title);
    expect(section("Airframe")?.rows).toEqual([
      { label: "Total time", value: "3,120 hrs" },
      { label: "Landings", value: "4,210" },
    ]);
    expect(section("Engines")?.rows).toEqual([
      { label: "Number of engines", value: "2" },
      { label: "Engine 1", value: "Lycoming IO-540" },
      { label: "Engine 1 time", value: "450 of 2,000 hours SMOH" },
      { label: "Engine 1 programme", value: "TAP Blue" },
      { label: "Engine 2", value: "Lycoming IO-540" },
      { label: "Engine 2 time", value: "1,200 of 2,000 hours SNEW" },
    ]);
    expect(section("Propellers")?.rows).toEqual([{ label: "Propeller", value: "300 hrs since overhaul" }]);
    expect(section("Avionics")).toMatchObject({ rows: [{ label: "ADS-B Out", value: "No" }], fitted: ["Autopilot", "GPS/navigator"] });
    expect(section("Equipment")).toMatchObject({ rows: [], fitted: ["Known ice protection", "Garmin G1000 NXi"] });
    expect(section("Interior")?.rows).toEqual([{ label: "Condition", value: "7/10" }]);
    expect(section("Exterior")?.rows).toEqual([
      { label: "Paint year", value: "2021" },
      { label: "Paint condition", value: "8/10" },
    ]);
    expect(section("Inspection status")?.rows).toEqual([
      { label: "Last inspection", value: "Mar 14, 2026" },
      { label: "Programme", value: "Annual" },
    ]);
    expect(section("Damage and logbooks")).toMatchObject({
      rows: [
        { label: "Damage history", value: "Yes" },
        { label: "Logbooks", value: "Partial" },
      ],
      note: "Gear-up landing, 2019, repaired by the factory.",
    });
  });

  it("counts an airliner's cycles and a helicopter's components, and leaves out sections with nothing in them", () => {
    const airliner = specSheet({ category: "commercial", totalTimeHours: 9_800, aviation: { airframe: { landings: 4_900, apuHours: 7_840 } } });
    expect(airliner).toEqual([{ title: "Airframe", rows: [{ label: "Total time", value: "9,800 hrs" }, { label: "Cycles", value: "4,900" }, { label: "APU", value: "7,840 hrs" }], fitted: [], note: null }]);
    const helicopter = specSheet({ category: "helicopter", totalTimeHours: 1_200, aviation: { airframe: { mainTransmissionHours: 1_200, tailRotorGearboxHours: 200, mainRotorBladesHours: 1_200 } } });
    expect(helicopter[0]?.rows.map((row) => row.label)).toEqual(["Total time", "Main transmission", "Tail rotor gearbox", "Main rotor blades"]);
  });

  it("heads the sheet with the airframe's total time when the seller gave only other sections, and keeps a damage description only with damage", () => {
    const sheet = specSheet({ ...piston, aviation: { history: { damage: "none", damageDescription: "Hangar rash" } } });
    expect(sheet).toEqual([
      { title: "Airframe", rows: [{ label: "Total time", value: "3,120 hrs" }], fitted: [], note: null },
      { title: "Damage and logbooks", rows: [{ label: "Damage history", value: "None" }], fitted: [], note: null },
    ]);
  });
});

import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aircraftConfiguration, aircraftDrawing, drawingShows } from "~/domain/catalog/aircraft-drawing";
import type { AircraftCategory } from "~/domain/catalog/categories";

const CASES: [AircraftCategory, string, string, string][] = [
  ["single-engine", "Cessna", "172S Skyhawk SP", "high-wing-single"],
  ["single-engine", "Cessna", "Turbo Stationair HD", "high-wing-single"],
  ["single-engine", "Cessna", "TTx", "low-wing-single"],
  ["single-engine", "Cirrus", "SR22T G6", "low-wing-single"],
  ["single-engine", "Beechcraft", "A36 Bonanza", "low-wing-single"],
  ["single-engine", "Mooney", "M20V Acclaim Ultra", "low-wing-single"],
  ["single-engine", "Piper", "PA-28-181 Archer", "low-wing-single"],
  ["single-engine", "Piper", "PA-18 Super Cub", "high-wing-single"],
  ["multi-engine", "Beechcraft", "Baron G58", "low-wing-twin"],
  ["multi-engine", "Tecnam", "P2012 Traveller", "high-wing-twin"],
  ["turboprop", "Pilatus", "PC-12 NGX", "single-turboprop"],
  ["turboprop", "Daher", "TBM 960", "single-turboprop"],
  ["turboprop", "Beechcraft", "King Air 350i", "low-wing-twin"],
  ["turboprop", "Piaggio", "P.180 Avanti II", "low-wing-twin"],
  ["turboprop", "De Havilland Canada", "DHC-6 Twin Otter Series 400", "high-wing-twin"],
  ["turboprop", "Cessna", "Grand Caravan EX", "high-wing-single"],
  ["turboprop", "Daher", "Kodiak 100", "high-wing-single"],
  ["business-jet", "Cessna", "Citation CJ4 Gen2", "light-jet"],
  ["business-jet", "Pilatus", "PC-24", "light-jet"],
  ["business-jet", "Gulfstream", "G650ER", "large-jet"],
  ["business-jet", "Bombardier", "Global 7500", "large-jet"],
  ["business-jet", "Dassault", "Falcon 7X", "large-jet"],
  ["business-jet", "Bombardier", "Challenger 350", "light-jet"],
  ["commercial", "Airbus", "A320neo", "airliner"],
  ["commercial", "ATR", "72-600", "high-wing-twin"],
  ["commercial", "De Havilland Canada", "Dash 8-400", "high-wing-twin"],
  ["helicopter", "Robinson", "R44 Raven II", "helicopter"],
];

describe("the drawing of a listing without photos", () => {
  it.each(CASES)("a %s %s %s is drawn as %s", (category, manufacturer, model, configuration) => {
    expect(aircraftConfiguration({ category, manufacturer, model })).toBe(configuration);
  });

  it("names a drawing file per configuration and says what it shows", () => {
    const drawing = aircraftDrawing({ category: "turboprop", manufacturer: "Beechcraft", model: "King Air 350i" });
    expect(drawing).toEqual({ src: "/aircraft/low-wing-twin.svg", shows: "a low-wing twin-engine aircraft" });
    expect(drawingShows(drawing.src)).toBe("a low-wing twin-engine aircraft");
    expect(drawingShows("/media/listings/4/photo.webp")).toBeNull();
  });

  it("has a file for every configuration", () => {
    const configurations = new Set(CASES.map(([category, manufacturer, model]) => aircraftDrawing({ category, manufacturer, model }).src));
    expect(configurations.size).toBe(9);
    for (const src of configurations) expect(existsSync(`public${src}`), src).toBe(true);
  });
});

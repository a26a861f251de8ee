/**
 * The sample inventory's airframe, engines, propellers, equipment, inspection and history:
 * each aircraft's real engines with their TBO, and times, dates and condition that fit its
 * year and hours. Fixed, not relative to today, so that the seed and the migration that
 * fills existing databases (drizzle/0028_sample_aviation_facts.sql) write the same facts.
 */
import { type AviationFacts, type Engine, type EquipmentItem, sectionsShown } from "~/domain/listings/aviation";
import type { AircraftCategory } from "~/domain/catalog/categories";

type EngineType = { count: number; make: string; model: string; tboHours: number; programme?: string };

const e = (count: number, make: string, model: string, tboHours: number, programme?: string): EngineType => ({ count, make, model, tboHours, programme });
const PWC = "Pratt & Whitney Canada";
const RR = "Rolls-Royce";

/** By sample listing id: the engines its type flies with. */
const ENGINES: Record<number, EngineType> = {
  1: e(2, "Williams", "FJ44-4A", 5_000, "TAP Blue"),
  2: e(1, PWC, "PT6E-67XP", 5_000, "ESP"),
  3: e(1, "Continental", "TSIO-550-K", 2_000),
  4: e(2, PWC, "PT6A-60A", 3_600, "ESP"),
  5: e(2, RR, "BR725 A1-12", 10_000, "CorporateCare"),
  6: e(1, PWC, "PT6E-66XT", 5_000, "ESP"),
  7: e(1, "Lycoming", "IO-540-AB1A5", 2_000),
  8: e(2, PWC, "PW535E1", 5_000, "ESP"),
  9: e(1, PWC, "PT6A-42A", 3_600),
  10: e(2, "CFM International", "LEAP-1A26", 20_000),
  11: e(1, "Continental", "IO-550-N", 2_200),
  12: e(2, RR, "BR710A2-20", 10_000, "CorporateCare"),
  13: e(3, PWC, "PW307A", 6_000, "ESP"),
  14: e(2, "GE Honda", "HF120", 5_000, "JSSI"),
  15: e(2, "Honeywell", "HTF7350", 10_000, "MSP"),
  16: e(2, RR, "BR710 C4-11", 10_000, "CorporateCare"),
  17: e(2, PWC, "PW545C", 5_000, "ESP"),
  18: e(2, "Honeywell", "HTF7500E", 10_000, "MSP"),
  19: e(2, PWC, "PW308C", 7_000, "ESP"),
  20: e(2, "GE", "Passport 20-19BB1A", 10_000),
  21: e(2, "Honeywell", "TFE731-20BR", 6_000, "MSP"),
  22: e(2, PWC, "PW306D1", 6_000, "ESP"),
  23: e(2, "Williams", "FJ44-4A-QPM", 5_000, "TAP Blue"),
  24: e(2, "CFM International", "CFM56-7B26", 20_000),
  25: e(2, PWC, "PW127M", 6_000),
  26: e(2, PWC, "PW150A", 8_000),
  27: e(2, "Pratt & Whitney", "PW1524G", 20_000),
  28: e(2, "Pratt & Whitney", "PW1921G", 20_000),
  29: e(2, "CFM International", "LEAP-1B27", 20_000),
  30: e(2, RR, "Trent XWB-84", 25_000),
  31: e(1, "Lycoming", "IO-360-L2A", 2_000),
  32: e(1, "Lycoming", "O-320-D3G", 2_000),
  33: e(1, "Austro Engine", "AE300", 1_800),
  34: e(1, "Continental", "TSIO-550-G", 2_000),
  35: e(1, "Continental", "IO-550-B", 1_900),
  36: e(1, "Lycoming", "TIO-540-AJ1A", 2_000),
  37: e(1, "Lycoming", "TIO-540-AE2A", 2_000),
  38: e(1, "Continental", "TSIO-550-K", 2_000),
  39: e(1, "Continental", "IO-550-B", 1_900),
  40: e(1, "Continental", "CD-300", 1_800),
  41: e(2, "Continental", "IO-550-C", 1_900),
  42: e(2, "Austro Engine", "AE330", 1_800),
  43: e(2, "Continental", "TSIO-360-RB", 1_800),
  44: e(2, "Continental", "IO-550-C", 1_700),
  45: e(2, "Lycoming", "TEO-540-C1A", 2_400),
  46: e(2, "Lycoming", "TIO-540-J2BD", 1_800),
  47: e(2, "Continental", "GTSIO-520-L", 1_600),
  48: e(2, "Lycoming", "O-360-A1H6", 2_000),
  49: e(2, "Continental", "TSIO-520-NB", 1_600),
  50: e(2, PWC, "PT6A-135A", 3_600, "ESP"),
  51: e(1, PWC, "PT6A-67P", 3_500, "ESP"),
  52: e(1, PWC, "PT6A-140", 4_000),
  53: e(1, PWC, "PT6A-66D", 3_500),
  54: e(2, PWC, "PT6A-66B", 3_600),
  55: e(1, PWC, "PT6A-34", 3_600),
  56: e(2, PWC, "PT6A-34", 3_600, "ESP"),
  57: e(1, "Lycoming", "IO-540-AE1A5", 2_200),
  58: e(1, RR, "RR300", 2_000),
  59: e(1, RR, "250-C47E/4", 3_500),
  60: e(1, "Safran", "Arriel 2D", 4_000),
  61: e(2, PWC, "PT6C-67C", 5_000, "ESP"),
  62: e(2, PWC, "PW210S", 5_000, "ESP"),
  63: e(2, "Safran", "Arriel 2E", 4_000, "SBH"),
  64: e(1, RR, "250-C30P", 3_500),
  65: e(2, PWC, "PW207C", 3_500, "ESP"),
  66: e(1, "Safran", "Arrius 2R", 3_000),
};

/** Engine times the sample descriptions state, kept as they say. */
const STATED_TIMES: Record<number, Array<Pick<Engine, "timeHours" | "basis">>> = {
  31: [{ timeHours: 640, basis: "SFOH" }],
  32: [{ timeHours: 650, basis: "SMOH" }],
  35: [{ timeHours: 1_950, basis: "SNEW" }],
  37: [{ timeHours: 820, basis: "SMOH" }],
  39: [{ timeHours: 410, basis: "SMOH" }],
  41: [{ timeHours: 780, basis: "SNEW" }, { timeHours: 780, basis: "SNEW" }],
  43: [{ timeHours: 880, basis: "SMOH" }, { timeHours: 880, basis: "SMOH" }],
  46: [{ timeHours: 610, basis: "SMOH" }, { timeHours: 1_140, basis: "SMOH" }],
  64: [{ timeHours: 1_400, basis: "SMOH" }],
};

/** Sample listings with a story: damage, gaps in the logbooks, no ADS-B Out yet. */
const DAMAGE: Record<number, string> = {
  32: "Gear-up landing in 1996; prop strike inspection, new propeller and belly skins by a Piper service centre.",
  46: "Left wing tip struck a hangar door in 2011; tip and aileron replaced, 337 on file.",
};
const PARTIAL_LOGBOOKS = new Set([32, 46, 49]);
const UNKNOWN_DAMAGE = new Set([49]);
const NO_ADSB_OUT = new Set([49]);
/** "The paint is tired." */
const TIRED_PAINT = new Set([32]);

type SampleAircraft = { id: number; year: number; category: AircraftCategory; totalTimeHours: number };

const PISTON_EQUIPMENT: EquipmentItem[] = ["autopilot", "gps", "waas", "adsb-in"];
const TURBINE_EQUIPMENT: EquipmentItem[] = ["autopilot", "gps", "waas", "adsb-in", "synthetic-vision", "weather-radar", "known-ice", "air-conditioning", "oxygen"];
const JET_EQUIPMENT: EquipmentItem[] = [...TURBINE_EQUIPMENT, "tcas"];
const HELICOPTER_EQUIPMENT: EquipmentItem[] = ["autopilot", "gps", "waas", "adsb-in", "air-conditioning"];

/** The equipment an aircraft of this category and age carries, with an older one holding less. */
function equipmentOf(aircraft: SampleAircraft): EquipmentItem[] {
  const { category, year } = aircraft;
  if (category === "business-jet" || category === "commercial") return JET_EQUIPMENT;
  if (category === "turboprop") return year >= 2010 ? TURBINE_EQUIPMENT : TURBINE_EQUIPMENT.filter((item) => item !== "synthetic-vision");
  if (category === "helicopter") return year >= 2015 ? HELICOPTER_EQUIPMENT : HELICOPTER_EQUIPMENT.filter((item) => item !== "waas");
  const piston = year >= 2008 ? [...PISTON_EQUIPMENT, "synthetic-vision" as const] : PISTON_EQUIPMENT.filter((item) => item !== "waas");
  return aircraft.totalTimeHours > 1_000 && year >= 2015 ? [...piston, "oxygen"] : piston;
}

/** Hours since new while under TBO, else since the last overhaul. */
function engineTime(totalTimeHours: number, tboHours: number): { timeHours: number; basis: Engine["basis"] } {
  if (totalTimeHours < tboHours) return { timeHours: totalTimeHours, basis: "SNEW" };
  return { timeHours: (totalTimeHours % tboHours) + 40, basis: "SMOH" };
}

const LANDINGS_PER_HOUR: Record<AircraftCategory, number> = {
  "single-engine": 1.3,
  "multi-engine": 1.1,
  turboprop: 0.9,
  "business-jet": 0.6,
  commercial: 0.5,
  helicopter: 2.2,
};

const pad = (value: number) => String(value).padStart(2, "0");

/** Everything the seller would have typed into the sections for this sample listing. */
export function sampleAviationFacts(aircraft: SampleAircraft): AviationFacts {
  const type = ENGINES[aircraft.id];
  if (!type) return {};
  const { id, year, category, totalTimeHours } = aircraft;
  const shown = sectionsShown(category);
  const engines: Engine[] = Array.from({ length: type.count }, (_, index) => {
    // A twin's engines are rarely overhauled on the same day: the second one shows a few hours less.
    const { timeHours, basis } = STATED_TIMES[id]?.[index] ?? engineTime(Math.max(0, totalTimeHours - index * ((id * 7) % 40)), type.tboHours);
    return { make: type.make, model: type.model, timeHours, basis, tboHours: type.tboHours, ...(type.programme ? { programme: type.programme } : {}) };
  });
  const facts: AviationFacts = { engines };
  const airframe: NonNullable<AviationFacts["airframe"]> = { landings: Math.round(totalTimeHours * LANDINGS_PER_HOUR[category]) };
  if (shown.apu) airframe.apuHours = Math.round(totalTimeHours * (category === "commercial" ? 0.8 : 0.35));
  if (shown.rotor) {
    airframe.mainTransmissionHours = totalTimeHours % 3_000;
    airframe.tailRotorGearboxHours = totalTimeHours % 3_000;
    airframe.mainRotorBladesHours = totalTimeHours;
  }
  facts.airframe = airframe;
  if (shown.propellers) facts.propellers = engines.map((engine) => ({ sinceOverhaulHours: engine.timeHours % 2_400 }));
  facts.equipment = { items: equipmentOf(aircraft), other: [], adsbOut: NO_ADSB_OUT.has(id) ? "no" : "yes" };
  const piston = category === "single-engine" || category === "multi-engine" || id === 57;
  const programme = piston ? "annual" : id % 3 === 0 ? "progressive" : "phase";
  const month = programme === "annual" ? 1 + (id % 10) : 6 + (id % 5);
  const day = 1 + (id % 27);
  const due = month + (programme === "annual" ? 12 : 6);
  facts.inspection = {
    lastDate: `2026-${pad(month)}-${pad(day)}`,
    programme,
    nextDue: `${2026 + Math.floor((due - 1) / 12)}-${pad(((due - 1) % 12) + 1)}-${pad(day)}`,
  };
  const age = 2026 - year;
  const condition = Math.max(5, Math.min(10, 10 - Math.floor(age / 6)));
  const refreshed = (every: number) => (age <= every ? year : year + every * Math.floor(age / every));
  facts.history = {
    damage: DAMAGE[id] ? "yes" : UNKNOWN_DAMAGE.has(id) ? "unknown" : "none",
    ...(DAMAGE[id] ? { damageDescription: DAMAGE[id] } : {}),
    logbooks: PARTIAL_LOGBOOKS.has(id) ? "partial" : "yes",
    paintYear: refreshed(12),
    paintRating: TIRED_PAINT.has(id) ? 3 : condition,
    interiorYear: refreshed(10),
    interiorRating: Math.max(5, condition - (id % 2)),
  };
  return facts;
}

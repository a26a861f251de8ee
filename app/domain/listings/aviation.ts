/**
 * The facts an aircraft is bought on, beyond the six specifications: airframe, engines,
 * propellers, avionics and equipment, inspection status and history, as a listing keeps
 * them, with their choices and their words. Without zod, so that the pages that show
 * the facts (catalogue, detail, compare) do not ship it; the editor's and the server's
 * schemas for them are in aviation-schema.ts.
 */
import type { AircraftCategory } from "../catalog/categories";
import type { AirframeSection, AviationSections } from "./aviation-schema";
import { formatNumber } from "~/domain/format-number";

export const MAX_ENGINES = 4;

/** What an engine's hours are counted since. */
export const ENGINE_TIME_BASES = [
  { value: "SMOH", label: "SMOH (since major overhaul)" },
  { value: "SNEW", label: "SNEW (since new)" },
  { value: "SFOH", label: "SFOH (since factory overhaul)" },
  { value: "STOH", label: "STOH (since top overhaul)" },
  { value: "SCMOH", label: "SCMOH (since chrome major overhaul)" },
] as const;
export const ENGINE_TIME_BASIS_VALUES = ["SMOH", "SNEW", "SFOH", "STOH", "SCMOH"] as const;
export type EngineTimeBasis = (typeof ENGINE_TIME_BASIS_VALUES)[number];

/**
 * Engines run past TBO on condition, piston engines especially; half as much again is
 * beyond what any operator flies, so such a figure is a typing mistake.
 */
export const PLAUSIBLE_TBO_OVERRUN = 0.5;

export const EQUIPMENT_ITEMS = [
  { value: "autopilot", label: "Autopilot" },
  { value: "gps", label: "GPS/navigator" },
  { value: "adsb-in", label: "ADS-B In" },
  { value: "waas", label: "WAAS" },
  { value: "synthetic-vision", label: "Synthetic vision" },
  { value: "weather-radar", label: "Weather radar" },
  { value: "tcas", label: "TCAS" },
  { value: "known-ice", label: "Known ice protection" },
  { value: "air-conditioning", label: "Air conditioning" },
  { value: "oxygen", label: "Oxygen" },
] as const;
export const EQUIPMENT_VALUES = ["autopilot", "gps", "adsb-in", "waas", "synthetic-vision", "weather-radar", "tcas", "known-ice", "air-conditioning", "oxygen"] as const;
export type EquipmentItem = (typeof EQUIPMENT_VALUES)[number];
export const MAX_EQUIPMENT_LINES = 20;

export const INSPECTION_PROGRAMMES = [
  { value: "annual", label: "Annual" },
  { value: "progressive", label: "Progressive" },
  { value: "phase", label: "Phase" },
] as const;
export const INSPECTION_PROGRAMME_VALUES = ["annual", "progressive", "phase"] as const;

export const DAMAGE_HISTORIES = [
  { value: "none", label: "No damage history" },
  { value: "yes", label: "Damage history" },
  { value: "unknown", label: "Unknown" },
] as const;
export const DAMAGE_VALUES = ["none", "yes", "unknown"] as const;
/** How the detail page and /compare answer "Damage history?". */
export const DAMAGE_WORDS: Record<(typeof DAMAGE_VALUES)[number], string> = { none: "None", yes: "Yes", unknown: "Unknown" };

export const LOGBOOK_STATES = [
  { value: "yes", label: "Complete" },
  { value: "partial", label: "Partial" },
  { value: "no", label: "Missing" },
] as const;
export const LOGBOOK_VALUES = ["yes", "partial", "no"] as const;

export const YES_NO = ["yes", "no"] as const;

/** Where a piston or turboprop has propellers, a helicopter rotor components, a jet an APU. */
export type SectionsShown = { propellers: boolean; rotor: boolean; apu: boolean };
export function sectionsShown(category: AircraftCategory | undefined): SectionsShown {
  return {
    propellers: category === undefined || category === "single-engine" || category === "multi-engine" || category === "turboprop",
    rotor: category === undefined || category === "helicopter",
    apu: category === undefined || category === "business-jet" || category === "commercial",
  };
}

export type Engine = {
  make: string;
  model: string;
  timeHours: number;
  basis: EngineTimeBasis;
  tboHours: number;
  programme?: string;
};

/** Whether a form field holds anything. */
export const filled = (value: unknown) => value !== undefined && value !== "";

/** How many engine blocks of a form hold anything: the engines it describes. */
function enginesDescribed(engines: unknown): number {
  return Array.isArray(engines) ? engines.filter((engine) => engine !== null && typeof engine === "object" && Object.values(engine as object).some(filled)).length : 0;
}

/**
 * What is wrong with the number of engines given, against the category and the engines
 * described, or null. Read from the form as parsed so far, so it holds whatever else failed.
 */
export function engineCountProblem(form: { category?: unknown; airframe?: { engineCount?: unknown }; engines?: unknown }): string | null {
  const count = form.airframe?.engineCount;
  if (typeof count !== "number") return null;
  if (form.category === "single-engine" && count !== 1) return "A single-engine aircraft has one engine";
  if (form.category === "multi-engine" && count < 2) return "A multi-engine aircraft has at least two engines";
  const described = enginesDescribed(form.engines);
  if (described > count) return `${described} engines are described below: choose ${described}, or clear the blocks of engines it does not have`;
  return null;
}

/** What a listing stores of the sections (the `aviation` column): only what was typed. */
export type AviationFacts = {
  airframe?: AirframeSection;
  engines?: Engine[];
  propellers?: Array<{ sinceOverhaulHours: number }>;
  equipment?: { items: EquipmentItem[]; other: string[]; adsbOut?: "yes" | "no" };
  inspection?: AviationSections["inspection"];
  history?: AviationSections["history"];
};

/** A value as a form holds it: text, a list of texts, or a group of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function asFormValue(value: unknown): FormValue {
  if (Array.isArray(value)) return value.map(asFormValue);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, asFormValue(entry)]));
  return String(value);
}

/** The editor's starting values for the sections, as text, the way the form posts them back. */
export function aviationFormValues(facts: AviationFacts): Record<string, FormValue> {
  const { equipment, ...rest } = facts;
  const values = asFormValue(rest) as Record<string, FormValue>;
  if (equipment) values.equipment = { items: equipment.items, other: equipment.other.join("\n"), ...(equipment.adsbOut ? { adsbOut: equipment.adsbOut } : {}) };
  return values;
}

/** "450 of 3,600 hours SMOH": the engine's time against its TBO, as buyers value it. */
export function engineTimeText(engine: Engine): string {
  return `${formatNumber(engine.timeHours)} of ${formatNumber(engine.tboHours)} hours ${engine.basis}`;
}

/** Hours left to TBO of the engine with the fewest (negative once past TBO); null without engines. */
export function engineHoursRemaining(facts: AviationFacts): number | null {
  const engines = facts.engines ?? [];
  if (engines.length === 0) return null;
  return Math.min(...engines.map((engine) => engine.tboHours - engine.timeHours));
}

export function equipmentLabel(item: EquipmentItem): string {
  return EQUIPMENT_ITEMS.find((entry) => entry.value === item)?.label ?? item;
}

export function labelOf<T extends string>(options: readonly { value: T; label: string }[], value: T): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

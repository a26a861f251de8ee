/**
 * The facts an aircraft is bought on, beyond the six specifications: airframe, engines,
 * propellers, avionics and equipment, inspection status and history. One zod schema per
 * section, used by the editor (in the browser, through Conform) and by the server. Every
 * field is optional here: only what the seller typed is checked, and a section is checked
 * as a whole once any of it is typed (an engine with a make needs its hours).
 */
import { singleLine, z } from "../zod";
import type { AircraftCategory } from "../catalog/categories";

export const MAX_ENGINES = 4;

/** What an engine's hours are counted since. */
export const ENGINE_TIME_BASES = [
  { value: "SMOH", label: "SMOH (since major overhaul)" },
  { value: "SNEW", label: "SNEW (since new)" },
  { value: "SFOH", label: "SFOH (since factory overhaul)" },
  { value: "STOH", label: "STOH (since top overhaul)" },
  { value: "SCMOH", label: "SCMOH (since chrome major overhaul)" },
] as const;
const ENGINE_TIME_BASIS_VALUES = ["SMOH", "SNEW", "SFOH", "STOH", "SCMOH"] as const;
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
const EQUIPMENT_VALUES = ["autopilot", "gps", "adsb-in", "waas", "synthetic-vision", "weather-radar", "tcas", "known-ice", "air-conditioning", "oxygen"] as const;
export type EquipmentItem = (typeof EQUIPMENT_VALUES)[number];
export const MAX_EQUIPMENT_LINES = 20;

export const INSPECTION_PROGRAMMES = [
  { value: "annual", label: "Annual" },
  { value: "progressive", label: "Progressive" },
  { value: "phase", label: "Phase" },
] as const;
const INSPECTION_PROGRAMME_VALUES = ["annual", "progressive", "phase"] as const;

export const DAMAGE_HISTORIES = [
  { value: "none", label: "No damage history" },
  { value: "yes", label: "Damage history" },
  { value: "unknown", label: "Unknown" },
] as const;
const DAMAGE_VALUES = ["none", "yes", "unknown"] as const;
/** How the detail page and /compare answer "Damage history?". */
export const DAMAGE_WORDS: Record<(typeof DAMAGE_VALUES)[number], string> = { none: "None", yes: "Yes", unknown: "Unknown" };

export const LOGBOOK_STATES = [
  { value: "yes", label: "Complete" },
  { value: "partial", label: "Partial" },
  { value: "no", label: "Missing" },
] as const;
const LOGBOOK_VALUES = ["yes", "partial", "no"] as const;

const YES_NO = ["yes", "no"] as const;

const whole = (label: string, min: number, max: number, unit = "") => {
  const range = `${label} must be a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}${unit}`;
  return z.number({ error: `Please enter ${label.toLowerCase()} as a number` }).int(range).min(min, range).max(max, range);
};
const line = (label: string, max: number) => z.string().trim().max(max, `Please keep ${label} under ${max} characters`);
/** A name or code on one line of its own (see `singleLine`). */
const oneLine = (label: string, max: number) => singleLine(line(label, max));
const isoDate = (label: string) => z.iso.date({ error: `Please enter ${label} as a date` });

/** Hours an airframe, engine or component may show: no aircraft flies more. */
const HOURS = 200_000;

/** Where a piston or turboprop has propellers, a helicopter rotor components, a jet an APU. */
export type SectionsShown = { propellers: boolean; rotor: boolean; apu: boolean };
export function sectionsShown(category: AircraftCategory | undefined): SectionsShown {
  return {
    propellers: category === undefined || category === "single-engine" || category === "multi-engine" || category === "turboprop",
    rotor: category === undefined || category === "helicopter",
    apu: category === undefined || category === "business-jet" || category === "commercial",
  };
}

export const airframeSectionSchema = z.object({
  /** How many engines the aircraft has, whether or not each is described below it. */
  engineCount: whole("Number of engines", 1, MAX_ENGINES).optional(),
  landings: whole("Landings or cycles", 0, 1_000_000).optional(),
  apuHours: whole("APU time", 0, HOURS, " hours").optional(),
  mainTransmissionHours: whole("Main transmission time", 0, HOURS, " hours").optional(),
  tailRotorGearboxHours: whole("Tail rotor gearbox time", 0, HOURS, " hours").optional(),
  mainRotorBladesHours: whole("Main rotor blade time", 0, HOURS, " hours").optional(),
});

const engineSchema = z.object({
  make: oneLine("the engine make", 60).optional(),
  model: oneLine("the engine model", 60).optional(),
  timeHours: whole("Engine time", 0, HOURS, " hours").optional(),
  basis: z.enum(ENGINE_TIME_BASIS_VALUES, { error: "Please choose what the engine time counts since" }).optional(),
  tboHours: whole("TBO", 100, 30_000, " hours").optional(),
  programme: oneLine("the engine programme", 60).optional(),
});
export type Engine = {
  make: string;
  model: string;
  timeHours: number;
  basis: EngineTimeBasis;
  tboHours: number;
  programme?: string;
};

const filled = (value: unknown) => value !== undefined && value !== "";

/** One block an engine; blocks left blank are no engine. An engine begun must be finished. */
export const enginesSectionSchema = z
  .array(engineSchema.optional())
  .max(MAX_ENGINES, `An aircraft has at most ${MAX_ENGINES} engines`)
  .superRefine((engines, context) => {
    engines.forEach((engine, index) => {
      if (!engine || !Object.values(engine).some(filled)) return;
      const name = `Engine ${index + 1}`;
      const missing = (key: keyof typeof engine, message: string) => {
        if (!filled(engine[key])) context.addIssue({ code: "custom", path: [index, key], message: `${name}: ${message}` });
      };
      missing("make", "please enter the make, such as Lycoming");
      missing("model", "please enter the model, such as IO-540");
      missing("timeHours", "please enter its hours");
      missing("basis", "please choose what its hours count since");
      missing("tboHours", "please enter its TBO in hours");
      if (engine.timeHours !== undefined && engine.tboHours !== undefined && engine.timeHours > engine.tboHours * (1 + PLAUSIBLE_TBO_OVERRUN)) {
        context.addIssue({
          code: "custom",
          path: [index, "timeHours"],
          message: `${name}: ${engine.timeHours.toLocaleString("en-US")} hours is far above its TBO of ${engine.tboHours.toLocaleString("en-US")}; please check the hours`,
        });
      }
    });
  })
  .transform((engines) => engines.filter((engine): engine is Engine => engine !== undefined && Object.values(engine).some(filled)));

export const propellersSectionSchema = z
  .array(z.object({ sinceOverhaulHours: whole("Propeller time", 0, HOURS, " hours").optional() }).optional())
  .max(MAX_ENGINES, `An aircraft has at most ${MAX_ENGINES} propellers`)
  .transform((propellers) => propellers.flatMap((propeller) => (propeller?.sinceOverhaulHours === undefined ? [] : [{ sinceOverhaulHours: propeller.sinceOverhaulHours }])));

export const equipmentSectionSchema = z.object({
  items: z
    .array(z.enum(EQUIPMENT_VALUES, { error: "Please choose equipment from the list" }))
    .optional()
    .transform((items) => [...new Set(items ?? [])]),
  other: z
    .string()
    .max(2_000, "Please keep the other equipment under 2,000 characters")
    .optional()
    .transform((value) => [...new Set((value ?? "").split(/\r?\n/).map((entry) => entry.trim()).filter(Boolean))])
    .refine((lines) => lines.length <= MAX_EQUIPMENT_LINES, `Please list at most ${MAX_EQUIPMENT_LINES} other items`)
    .refine((lines) => lines.every((entry) => entry.length <= 120), "Please keep each item under 120 characters"),
  adsbOut: z.enum(YES_NO, { error: "Please say whether it has ADS-B Out" }).optional(),
});

export function inspectionSectionSchema(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  return z
    .object({
      lastDate: isoDate("the last inspection")
        .refine((date) => date <= today, "The last inspection cannot be in the future")
        .refine((date) => date >= "1903-12-17", "Please enter a date after the first powered flight")
        .optional(),
      programme: z.enum(INSPECTION_PROGRAMME_VALUES, { error: "Please choose annual, progressive or phase" }).optional(),
      nextDue: isoDate("when the next inspection is due").optional(),
    })
    .refine((section) => !section.lastDate || !section.nextDue || section.nextDue > section.lastDate, {
      message: "The next inspection is due after the last one",
      path: ["nextDue"],
    });
}

const rating = (label: string) => whole(`${label} rating`, 1, 10).optional();

export function historySectionSchema(now = new Date()) {
  const latest = now.getUTCFullYear();
  const year = (label: string) => whole(label, 1903, latest).optional();
  return z
    .object({
      damage: z.enum(DAMAGE_VALUES, { error: "Please choose the damage history" }).optional(),
      damageDescription: line("the damage description", 1_000).optional(),
      logbooks: z.enum(LOGBOOK_VALUES, { error: "Please say whether the logbooks are complete" }).optional(),
      paintYear: year("Year painted"),
      paintRating: rating("Paint"),
      interiorYear: year("Interior year"),
      interiorRating: rating("Interior"),
    })
    .refine((section) => section.damage !== "yes" || filled(section.damageDescription), {
      message: "Please describe the damage and its repair",
      path: ["damageDescription"],
    });
}

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

type EngineCountForm = Parameters<typeof engineCountProblem>[0];

/** The form-level rule for the number of engines, as both listing schemas add it: `.refine(...engineCountRule)`. */
export const engineCountRule: [
  check: (form: EngineCountForm) => boolean,
  params: { path: PropertyKey[]; when: (payload: { value: unknown }) => boolean; error: (issue: { input: unknown }) => string },
] = [
  (form) => engineCountProblem(form) === null,
  {
    path: ["airframe", "engineCount"],
    // Checked whatever else failed, so the seller reads every problem at once.
    when: (payload: { value: unknown }) => typeof (payload.value as EngineCountForm | undefined)?.airframe?.engineCount === "number",
    error: (issue) => engineCountProblem(issue.input as EngineCountForm) ?? "Please check the number of engines",
  },
];

/** The sections as the listing form holds them (each optional, as a draft may lack it). */
export function aviationSectionsSchema(now = new Date()) {
  return {
    airframe: airframeSectionSchema.optional(),
    engines: enginesSectionSchema.optional(),
    propellers: propellersSectionSchema.optional(),
    equipment: equipmentSectionSchema.optional(),
    inspection: inspectionSectionSchema(now).optional(),
    history: historySectionSchema(now).optional(),
  };
}

type Sections = { [K in keyof ReturnType<typeof aviationSectionsSchema>]: z.output<ReturnType<typeof aviationSectionsSchema>[K]> };

/** What a listing stores of the sections (the `aviation` column): only what was typed. */
export type AviationFacts = {
  airframe?: z.output<typeof airframeSectionSchema>;
  engines?: Engine[];
  propellers?: Array<{ sinceOverhaulHours: number }>;
  equipment?: { items: EquipmentItem[]; other: string[]; adsbOut?: "yes" | "no" };
  inspection?: Sections["inspection"];
  history?: Sections["history"];
};

/** The facts of a parsed form, with empty sections left out and what the category does not have dropped. */
export function aviationFactsOf(form: Partial<Sections>, category: AircraftCategory | undefined): AviationFacts {
  const shown = sectionsShown(category);
  const facts: AviationFacts = {};
  const airframe = form.airframe ? withoutUndefined(form.airframe) : {};
  if (!shown.apu) delete airframe.apuHours;
  if (!shown.rotor) {
    delete airframe.mainTransmissionHours;
    delete airframe.tailRotorGearboxHours;
    delete airframe.mainRotorBladesHours;
  }
  if (Object.keys(airframe).length > 0) facts.airframe = airframe;
  if (form.engines && form.engines.length > 0) facts.engines = form.engines.map(withoutUndefined);
  if (shown.propellers && form.propellers && form.propellers.length > 0) facts.propellers = form.propellers;
  const equipment = form.equipment;
  if (equipment && (equipment.items.length > 0 || equipment.other.length > 0 || equipment.adsbOut)) facts.equipment = withoutUndefined(equipment);
  if (form.inspection && Object.values(form.inspection).some(filled)) facts.inspection = withoutUndefined(form.inspection);
  if (form.history) {
    const history = withoutUndefined(form.history);
    if (history.damage !== "yes") delete history.damageDescription;
    if (Object.keys(history).length > 0) facts.history = history;
  }
  return facts;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== "")) as T;
}

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

const number = new Intl.NumberFormat("en-US");

/** "450 of 3,600 hours SMOH": the engine's time against its TBO, as buyers value it. */
export function engineTimeText(engine: Engine): string {
  return `${number.format(engine.timeHours)} of ${number.format(engine.tboHours)} hours ${engine.basis}`;
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

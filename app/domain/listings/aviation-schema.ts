/**
 * One zod schema per section of the aviation facts (aviation.ts), used by the editor (in
 * the browser, through Conform) and by the server. Every field is optional here: only what
 * the seller typed is checked, and a section is checked as a whole once any of it is typed
 * (an engine with a make needs its hours).
 */
import type { AircraftCategory } from "../catalog/categories";
import { multiLine, singleLine, z } from "../zod";
import {
  type AviationFacts,
  DAMAGE_VALUES,
  type Engine,
  ENGINE_TIME_BASIS_VALUES,
  engineCountProblem,
  EQUIPMENT_VALUES,
  filled,
  INSPECTION_PROGRAMME_VALUES,
  LOGBOOK_VALUES,
  MAX_ENGINES,
  MAX_EQUIPMENT_LINES,
  PLAUSIBLE_TBO_OVERRUN,
  sectionsShown,
  YES_NO,
} from "./aviation";
import { formatNumber } from "~/domain/format-number";

const whole = (label: string, min: number, max: number, unit = "") => {
  const range = `${label} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}${unit}`;
  return z.number({ error: `Please enter ${label.toLowerCase()} as a number` }).int(range).min(min, range).max(max, range);
};
const line = (label: string, max: number) => z.string().trim().max(max, `Please keep ${label} under ${max} characters`);
/** A name or code on one line of its own (see `singleLine`). */
const oneLine = (label: string, max: number) => singleLine(line(label, max));
const isoDate = (label: string) => z.iso.date({ error: `Please enter ${label} as a date` });

/** Hours an airframe, engine or component may show: no aircraft flies more. */
const HOURS = 200_000;

export const airframeSectionSchema = z.object({
  /** How many engines the aircraft has, whether or not each is described below it. */
  engineCount: whole("Number of engines", 1, MAX_ENGINES).optional(),
  landings: whole("Landings or cycles", 0, 1_000_000).optional(),
  apuHours: whole("APU time", 0, HOURS, " hours").optional(),
  mainTransmissionHours: whole("Main transmission time", 0, HOURS, " hours").optional(),
  tailRotorGearboxHours: whole("Tail rotor gearbox time", 0, HOURS, " hours").optional(),
  mainRotorBladesHours: whole("Main rotor blade time", 0, HOURS, " hours").optional(),
});

export type AirframeSection = z.output<typeof airframeSectionSchema>;

const engineSchema = z.object({
  make: oneLine("the engine make", 60).optional(),
  model: oneLine("the engine model", 60).optional(),
  timeHours: whole("Engine time", 0, HOURS, " hours").optional(),
  basis: z.enum(ENGINE_TIME_BASIS_VALUES, { error: "Please choose what the engine time counts since" }).optional(),
  tboHours: whole("TBO", 100, 30_000, " hours").optional(),
  programme: oneLine("the engine programme", 60).optional(),
});
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
          message: `${name}: ${formatNumber(engine.timeHours)} hours is far above its TBO of ${formatNumber(engine.tboHours)}; please check the hours`,
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
  other: multiLine(z.string().max(2_000, "Please keep the other equipment under 2,000 characters"))
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
      damageDescription: multiLine(line("the damage description", 1_000)).optional(),
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

/** The sections of a parsed form. */
export type AviationSections = { [K in keyof ReturnType<typeof aviationSectionsSchema>]: z.output<ReturnType<typeof aviationSectionsSchema>[K]> };

/** The facts of a parsed form, with empty sections left out and what the category does not have dropped. */
export function aviationFactsOf(form: Partial<AviationSections>, category: AircraftCategory | undefined): AviationFacts {
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


/**
 * The aviation sections as the server reads the editor's form: FormData through
 * conform's parseWithZod, so every number arrives as text and a blank field as nothing.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "~/domain/zod";
import { bestEngineTimeRemaining } from "~/domain/catalog/compared-figures";
import { aviationFormValues, engineHoursRemaining, engineTimeText, type FormValue } from "~/domain/listings/aviation";
import { aviationFactsOf, aviationSectionsSchema } from "~/domain/listings/aviation-schema";
import type { Listing } from "~/domain/listings/listing";
import { sampleAviationFacts } from "~/server/db/sample-aviation";
import { SEED_LISTINGS } from "~/server/db/seed-listings";

const NOW = new Date("2026-06-01T12:00:00Z");
const schema = z.object(aviationSectionsSchema(NOW));

function submit(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const entry of [value].flat()) form.append(name, entry);
  return parseWithZod(form, { schema });
}

function errorsOf(fields: Record<string, string | string[]>): Record<string, string[] | null> {
  const submission = submit(fields);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

/** FormData field names of nested starting values, as the browser would post them. */
function flatten(value: FormValue, prefix = ""): Record<string, string | string[]> {
  if (typeof value === "string") return { [prefix]: value };
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) return { [prefix]: value as string[] };
  if (Array.isArray(value)) return Object.assign({}, ...value.map((entry, index) => flatten(entry, `${prefix}[${index}]`)));
  return Object.assign({}, ...Object.entries(value).map(([key, entry]) => flatten(entry, prefix ? `${prefix}.${key}` : key)));
}

const TWIN = {
  "engines[0].make": "Continental",
  "engines[0].model": "IO-550-C",
  "engines[0].timeHours": "450",
  "engines[0].basis": "SMOH",
  "engines[0].tboHours": "1900",
  "engines[1].make": "Continental",
  "engines[1].model": "IO-550-C",
  "engines[1].timeHours": "610",
  "engines[1].basis": "SMOH",
  "engines[1].tboHours": "1900",
  "propellers[0].sinceOverhaulHours": "120",
  "equipment.items": ["autopilot", "waas"],
  "equipment.adsbOut": "yes",
  "equipment.other": "Garmin G1000 NXi\n\nGFC 700",
  "inspection.lastDate": "2026-03-14",
  "inspection.programme": "annual",
  "inspection.nextDue": "2027-03-31",
  "history.damage": "none",
  "history.logbooks": "yes",
  "history.paintYear": "2018",
  "history.paintRating": "8",
};

describe("the aviation sections", () => {
  it("keeps a form left blank as no facts at all", () => {
    const submission = submit({});
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(aviationFactsOf(submission.value, "multi-engine")).toEqual({});
  });

  it("reads a twin's engines, propeller, equipment, inspection and history", () => {
    const submission = submit(TWIN);
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.reply().error));
    const facts = aviationFactsOf(submission.value, "multi-engine");
    expect(facts.engines?.map(engineTimeText)).toEqual(["450 of 1,900 hours SMOH", "610 of 1,900 hours SMOH"]);
    expect(facts.propellers).toEqual([{ sinceOverhaulHours: 120 }]);
    expect(facts.equipment).toEqual({ items: ["autopilot", "waas"], other: ["Garmin G1000 NXi", "GFC 700"], adsbOut: "yes" });
    expect(facts.inspection).toEqual({ lastDate: "2026-03-14", programme: "annual", nextDue: "2027-03-31" });
    expect(facts.history).toEqual({ damage: "none", logbooks: "yes", paintYear: 2018, paintRating: 8 });
    expect(engineHoursRemaining(facts)).toBe(1_290);
  });

  it("says, engine by engine, what a begun engine still needs", () => {
    const errors = errorsOf({ "engines[1].make": "Lycoming" });
    expect(errors["engines[1].model"]).toEqual(["Engine 2: please enter the model, such as IO-540"]);
    expect(errors["engines[1].timeHours"]).toEqual(["Engine 2: please enter its hours"]);
    expect(errors["engines[1].tboHours"]).toEqual(["Engine 2: please enter its TBO in hours"]);
    expect(errors["engines[0].make"]).toBeUndefined();
  });

  it.each(["make", "model", "programme"])("refuses a line break inside an engine's %s and drops one at its ends", (field) => {
    expect(errorsOf({ ...TWIN, [`engines[1].${field}`]: "IO-550\nBcc: x@y" })[`engines[1].${field}`]).toEqual(["Please write this on one line"]);
    expect(submit({ ...TWIN, [`engines[1].${field}`]: "IO-550-C\r\n" }).status).toBe("success");
  });

  it("keeps the multi-line fields multi-line: other equipment and the damage description", () => {
    expect(submit({ ...TWIN, "history.damage": "yes", "history.damageDescription": "Gear-up landing, 2012.\nRepaired by the factory." }).status).toBe("success");
  });

  it("refuses an engine time far above its TBO, and allows running on condition past it", () => {
    expect(errorsOf({ ...TWIN, "engines[0].timeHours": "3000" })["engines[0].timeHours"]).toEqual([
      "Engine 1: 3,000 hours is far above its TBO of 1,900; please check the hours",
    ]);
    expect(submit({ ...TWIN, "engines[0].timeHours": "2100" }).status).toBe("success");
  });

  it("refuses a last inspection in the future and a next one due before it", () => {
    expect(errorsOf({ "inspection.lastDate": "2026-06-02" })["inspection.lastDate"]).toEqual(["The last inspection cannot be in the future"]);
    expect(errorsOf({ "inspection.lastDate": "2026-03-14", "inspection.nextDue": "2026-01-01" })["inspection.nextDue"]).toEqual([
      "The next inspection is due after the last one",
    ]);
  });

  it("asks for a description of damage, and ratings from 1 to 10", () => {
    const errors = errorsOf({ "history.damage": "yes", "history.interiorRating": "11" });
    expect(errors["history.damageDescription"]).toEqual(["Please describe the damage and its repair"]);
    expect(errors["history.interiorRating"]).toEqual(["Interior rating must be a whole number from 1 to 10"]);
  });

  it("drops what the category does not have: a jet's propellers, a piston's APU", () => {
    const submission = submit({ ...TWIN, "airframe.apuHours": "300" });
    if (submission.status !== "success") throw new Error("refused");
    expect(aviationFactsOf(submission.value, "business-jet").propellers).toBeUndefined();
    expect(aviationFactsOf(submission.value, "multi-engine").airframe).toBeUndefined();
    expect(aviationFactsOf(submission.value, "business-jet").airframe).toEqual({ apuHours: 300 });
  });

  it("gives a listing's facts back as the editor's values, which read as the same facts", () => {
    const submission = submit(TWIN);
    if (submission.status !== "success") throw new Error("refused");
    const facts = aviationFactsOf(submission.value, "multi-engine");
    const again = submit(flatten(aviationFormValues(facts)));
    if (again.status !== "success") throw new Error(JSON.stringify(again.reply().error));
    expect(aviationFactsOf(again.value, "multi-engine")).toEqual(facts);
  });
});

describe("the sample inventory's sections", () => {
  it("gives every sample listing engines, equipment, inspection and history the editor would accept", () => {
    for (const seed of SEED_LISTINGS) {
      const facts = sampleAviationFacts(seed);
      expect(facts.engines?.length, seed.name).toBeGreaterThan(0);
      const submission = parseWithZod(
        (() => {
          const form = new FormData();
          for (const [name, value] of Object.entries(flatten(aviationFormValues(facts)))) for (const entry of [value].flat()) form.append(name, entry);
          return form;
        })(),
        { schema: z.object(aviationSectionsSchema(new Date("2026-11-23T00:00:00Z"))) },
      );
      if (submission.status !== "success") throw new Error(`${seed.name}: ${JSON.stringify(submission.reply().error)}`);
      expect(aviationFactsOf(submission.value, seed.category), seed.name).toEqual(facts);
    }
  });
});

describe("compare's best engine time remaining", () => {
  const withEngine = (timeHours: number | null, tboHours = 2_000) =>
    ({ aviation: timeHours === null ? {} : { engines: [{ make: "Lycoming", model: "IO-540", timeHours, basis: "SMOH", tboHours }] } }) as Listing;

  it("marks the aircraft with the most hours left before TBO, not the fewest hours", () => {
    expect(bestEngineTimeRemaining([withEngine(450, 2_000), withEngine(300, 1_500), withEngine(null)])).toEqual([true, false, false]);
  });

  it("marks none when fewer than two aircraft give their engines, or all are alike", () => {
    expect(bestEngineTimeRemaining([withEngine(450), withEngine(null)])).toEqual([false, false]);
    expect(bestEngineTimeRemaining([withEngine(450), withEngine(450)])).toEqual([false, false]);
  });
});

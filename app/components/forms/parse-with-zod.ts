/**
 * Conform's parseWithZod, reading only the fields its schema names. Conform turns every
 * field of a submission into the value it parses and sends back in a refused form's
 * reply; a field no form of the site's has (`zz[4000000]=a`) was read and sent back
 * too. server/form-shape.js bounds what any name may describe; this leaves a reply with
 * the schema's fields alone. Of Conform's own fields, only the browser's "validate"
 * intent is read: no form of the site's has a list button, and a list intent names an
 * index of its own (`{"type":"insert","payload":{"index":4000000}}`).
 * Import parseWithZod from here, not from Conform.
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { parseWithZod as parseAllFields } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

const CONFORM_INTENT = "__intent__";

export const parseWithZod: typeof parseAllFields = ((payload: FormData | URLSearchParams, options: { schema: $ZodType | ((intent: null) => $ZodType) }) => {
  const names = typeof options.schema === "function" ? null : topLevelNames(options.schema);
  return parseAllFields(names ? onlyFields(payload, names) : payload, options as never);
}) as typeof parseAllFields;

/** The fields the payload has whose name begins with one of `names`: `engines[0].make` belongs to `engines`. */
function onlyFields(payload: FormData | URLSearchParams, names: ReadonlySet<string>): FormData | URLSearchParams {
  const keep = (name: string, value: FormDataEntryValue) => (name === CONFORM_INTENT ? isValidateIntent(value) : names.has(/^[^.[]*/.exec(name)![0]));
  if (payload instanceof URLSearchParams) return new URLSearchParams([...payload].filter(([name, value]) => keep(name, value)));
  const kept = new FormData();
  for (const [name, value] of payload) if (keep(name, value)) kept.append(name, value);
  return kept;
}

function isValidateIntent(value: FormDataEntryValue): boolean {
  try {
    return typeof value === "string" && (JSON.parse(value) as { type?: unknown } | null)?.type === "validate";
  } catch {
    return false;
  }
}

/**
 * The names an object schema (or a union, intersection or pipe of them) reads at its top
 * level; null when the schema may read any name (a record, a catch-all), so nothing is left out.
 */
export function topLevelNames(schema: $ZodType): Set<string> | null {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case "object": {
      const catchall = def.catchall as $ZodType | undefined;
      if (catchall && catchall._zod.def.type !== "never") return null;
      return new Set(Object.keys(def.shape as object));
    }
    case "pipe":
      return topLevelNames(def.in as $ZodType);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return topLevelNames(def.innerType as $ZodType);
    case "union":
      return union((def.options as $ZodType[]).map(topLevelNames));
    case "intersection":
      return union([topLevelNames(def.left as $ZodType), topLevelNames(def.right as $ZodType)]);
    default:
      return null;
  }
}

function union(sets: (Set<string> | null)[]): Set<string> | null {
  if (sets.some((set) => set === null)) return null;
  return new Set(sets.flatMap((set) => [...set!]));
}

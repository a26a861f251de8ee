import { formatNumber } from "~/domain/format-number";

/**
 * The catalogue's filters on what a buyer weighs beside the figures (issue 41): hours left
 * to TBO, ADS-B Out, no damage history, complete logbooks, a verified seller, photos. Each
 * lives in the URL under its own name, as the other facets do (facets.ts), so a narrowed
 * search is a link, a chip that takes it off, a saved search and its alerts.
 */

/** The yes-or-no filters: ticked, the catalogue shows only the aircraft that have it. */
export const ATTRIBUTE_FLAGS = ["adsbOut", "noDamage", "completeLogbooks", "verifiedSeller", "hasPhotos"] as const;
export type AttributeFlag = (typeof ATTRIBUTE_FLAGS)[number];

export type AttributeFacets = { minEngineHours: number | null } & Record<AttributeFlag, boolean>;

export const NO_ATTRIBUTES: AttributeFacets = {
  minEngineHours: null,
  adsbOut: false,
  noDamage: false,
  completeLogbooks: false,
  verifiedSeller: false,
  hasPhotos: false,
};

export const ATTRIBUTE_PARAMS = {
  minEngineHours: "engine_min",
  adsbOut: "adsb",
  noDamage: "no_damage",
  completeLogbooks: "logbooks",
  verifiedSeller: "verified",
  hasPhotos: "photos",
} as const satisfies Record<keyof AttributeFacets, string>;

/** Each flag as the form's checkbox and a chip name it. */
export const FLAG_LABELS: Record<AttributeFlag, string> = {
  adsbOut: "ADS-B Out",
  noDamage: "No damage history",
  completeLogbooks: "Complete logbooks",
  verifiedSeller: "Verified seller",
  hasPhotos: "With photos",
};

/** What the form offers for the hours left to TBO of the engine with the fewest; any other value works from the URL. */
export const ENGINE_HOURS_PRESETS = [250, 500, 1_000, 1_500, 2_000, 3_000, 5_000] as const;
export const MAX_ENGINE_HOURS = 30_000;

/** "1,000+ hours to TBO". */
export const engineHoursLabel = (hours: number) => `${formatNumber(hours)}+ hours to TBO`;

/** The choices of the hours to TBO, in order: the presets and the value in force. */
export function engineHoursChoices(chosen: number | null): number[] {
  const choices: number[] = [...ENGINE_HOURS_PRESETS];
  if (chosen !== null && !choices.includes(chosen)) choices.push(chosen);
  return choices.sort((a, b) => a - b);
}

/** What reading a URL's attribute filters left out: a value that is not one they take. */
export type AttributeProblem = { kind: "attribute"; key: keyof AttributeFacets; raw: string };

/** A ticked checkbox sends "1" (or a browser's default "on"); an empty value is no filter. */
const TICKED = new Set(["1", "on", "true", "yes"]);

/** The attribute filters of a URL, and each value that was left out. */
export function parseAttributes(params: URLSearchParams): { attributes: AttributeFacets; problems: AttributeProblem[] } {
  const problems: AttributeProblem[] = [];
  const attributes: AttributeFacets = { ...NO_ATTRIBUTES };
  for (const key of ATTRIBUTE_FLAGS) {
    const raw = (params.get(ATTRIBUTE_PARAMS[key]) ?? "").trim();
    if (!raw) continue;
    if (TICKED.has(raw.toLowerCase())) attributes[key] = true;
    else problems.push({ kind: "attribute", key, raw });
  }
  const hours = (params.get(ATTRIBUTE_PARAMS.minEngineHours) ?? "").trim();
  if (hours) {
    const value = /^\d{1,6}$/.test(hours.replace(/[\s,]/g, "")) ? Number(hours.replace(/[\s,]/g, "")) : null;
    if (value !== null && value >= 1 && value <= MAX_ENGINE_HOURS) attributes.minEngineHours = value;
    else problems.push({ kind: "attribute", key: "minEngineHours", raw: hours });
  }
  return { attributes, problems };
}

/** A sentence for a value left out, as the catalogue tells the buyer. */
export function attributeNotice(problem: AttributeProblem): string {
  const raw = problem.raw.slice(0, 20);
  if (problem.key === "minEngineHours") return `Hours to TBO “${raw}” is not a number of hours such as 1000, so it was left out.`;
  return `${FLAG_LABELS[problem.key]} “${raw}” is not 1 (ticked), so it was left out.`;
}

/** The attribute filters as URL parameters: a ticked flag as 1, unset ones left out. */
export function attributeParams(attributes: AttributeFacets): [string, string][] {
  const entries: [string, string][] = attributes.minEngineHours === null ? [] : [[ATTRIBUTE_PARAMS.minEngineHours, String(attributes.minEngineHours)]];
  for (const key of ATTRIBUTE_FLAGS) if (attributes[key]) entries.push([ATTRIBUTE_PARAMS[key], "1"]);
  return entries;
}

/** Each attribute filter in force, in words, for the chips and a saved search's summary. */
export function describeAttributes(attributes: AttributeFacets): { key: keyof AttributeFacets; label: string }[] {
  const parts: { key: keyof AttributeFacets; label: string }[] =
    attributes.minEngineHours === null ? [] : [{ key: "minEngineHours", label: engineHoursLabel(attributes.minEngineHours) }];
  for (const key of ATTRIBUTE_FLAGS) if (attributes[key]) parts.push({ key, label: FLAG_LABELS[key] });
  return parts;
}

/** How many aircraft each attribute choice would show with every other filter in force; `counted` as for the other facets. */
export type AttributeCounts = { engineHours: { value: number; count: number }[]; flags: Record<AttributeFlag, number> };


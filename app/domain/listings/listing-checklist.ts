import { sectionsShown } from "./aviation";
import type { Listing } from "./listing";
import { REQUIRED_FIELD_LABELS, type RequiredListingField } from "./required-fields";

/**
 * One line of the seller's checklist: done or not, whether publishing needs it (the rest
 * is what buyers look for), and, when not done, the fields it still lacks.
 */
export type ChecklistItem = { label: string; done: boolean; neededToPublish: boolean; missing: string[] };

const GROUPS: ReadonlyArray<{ label: string; fields: readonly RequiredListingField[] }> = [
  { label: "The aircraft", fields: ["manufacturer", "model", "year", "category", "registration", "serialNumber"] },
  { label: "Price, location and availability", fields: ["price", "location", "availableInMonths"] },
  { label: "Time and capacity", fields: ["totalTimeHours", "seats", "usefulLoadLbs"] },
  { label: "Description", fields: ["description"] },
  { label: "Specifications", fields: ["maxSpeedKts", "cruiseSpeedKts", "rangeNm", "ceilingFt", "fuelCapacityGal", "baggageCuFt"] },
  { label: "Contact", fields: ["contactName", "contactCompany", "contactPhone", "contactEmail"] },
];

/**
 * What the listing has and lacks, section by section, for its seller: first what
 * publishing needs (the fields a draft has not been given), then what buyers look for
 * (the aviation sections the category has, photos, and documents). A checklist, not a score: each
 * line says what is missing, none is worth more than another.
 */
export function listingChecklist(listing: Pick<Listing, "blank" | "aviation" | "category">, photoCount: number, documentCount: number): ChecklistItem[] {
  const blank = new Set(listing.blank ?? []);
  const required = GROUPS.map(({ label, fields }) => {
    const missing = fields.filter((field) => blank.has(field)).map((field) => REQUIRED_FIELD_LABELS[field]);
    return { label, done: missing.length === 0, neededToPublish: true, missing };
  });
  const { aviation } = listing;
  // Without a category yet, every section could apply: propellers are listed only once one says so.
  const shown = blank.has("category") ? { propellers: false } : sectionsShown(listing.category);
  const section = (label: string, done: boolean, missing: string): ChecklistItem => ({ label, done, neededToPublish: false, missing: done ? [] : [missing] });
  const recommended = [
    section("Engines", (aviation.engines?.length ?? 0) > 0, "Each engine's make, model, time and TBO"),
    ...(shown.propellers ? [section("Propellers", (aviation.propellers?.length ?? 0) > 0, "Time since overhaul of each propeller")] : []),
    section("Avionics and equipment", aviation.equipment !== undefined, "The equipment fitted, and ADS-B Out"),
    section("Inspection status", aviation.inspection !== undefined, "The last inspection and when the next is due"),
    section("History", aviation.history !== undefined, "Damage history and logbooks"),
    section("Photos", photoCount > 0, "At least one photo"),
    section("Logbooks and documents", documentCount > 0, "The logbooks or a spec sheet, public or on request"),
  ];
  return [...required, ...recommended];
}

/** True when every line publishing needs is done. */
export function readyToPublish(checklist: readonly ChecklistItem[]): boolean {
  return checklist.every((item) => item.done || !item.neededToPublish);
}

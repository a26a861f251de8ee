/**
 * The aircraft categories of the marketplace. The spec's catalogue offers
 * business-jet, commercial, single-engine and helicopter; its matching form adds
 * turboprop; multi-engine pistons are sold too, so every category a listing can
 * have is a filter option.
 */
export const AIRCRAFT_CATEGORIES = [
  { value: "single-engine", label: "Single Engine" },
  { value: "multi-engine", label: "Multi Engine" },
  { value: "turboprop", label: "Turboprop" },
  { value: "business-jet", label: "Business Jet" },
  { value: "commercial", label: "Commercial" },
  { value: "helicopter", label: "Helicopter" },
] as const;

export type AircraftCategory = (typeof AIRCRAFT_CATEGORIES)[number]["value"];

export const AIRCRAFT_CATEGORY_VALUES = AIRCRAFT_CATEGORIES.map((category) => category.value) as [
  AircraftCategory,
  ...AircraftCategory[],
];

export function categoryLabel(category: AircraftCategory): string {
  return AIRCRAFT_CATEGORIES.find((option) => option.value === category)?.label ?? category;
}

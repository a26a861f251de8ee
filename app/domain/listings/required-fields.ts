/**
 * What a listing needs before it is published, and the editor's word for each: without
 * zod, for the pages that list what is missing (the dashboard, the preview).
 */
import type { ListingFields } from "./listing-form";

/** The fields a listing must have to be published; a draft may lack any of them but its title. */
export const REQUIRED_LISTING_FIELDS = [
  "manufacturer",
  "model",
  "year",
  "category",
  "price",
  "location",
  "totalTimeHours",
  "seats",
  "usefulLoadLbs",
  "registration",
  "serialNumber",
  "description",
  "maxSpeedKts",
  "cruiseSpeedKts",
  "rangeNm",
  "ceilingFt",
  "fuelCapacityGal",
  "baggageCuFt",
  "availableInMonths",
  "contactName",
  "contactCompany",
  "contactPhone",
  "contactEmail",
] as const satisfies ReadonlyArray<keyof ListingFields>;
export type RequiredListingField = (typeof REQUIRED_LISTING_FIELDS)[number];

/** The editor's name of each field a listing needs to be published. */
export const REQUIRED_FIELD_LABELS: Record<RequiredListingField, string> = {
  manufacturer: "Manufacturer",
  model: "Model",
  year: "Year",
  category: "Category",
  price: "Asking price",
  location: "Location",
  totalTimeHours: "Total time",
  seats: "Seats",
  usefulLoadLbs: "Useful load",
  registration: "Registration",
  serialNumber: "Serial number",
  description: "Description",
  maxSpeedKts: "Max speed",
  cruiseSpeedKts: "Cruise speed",
  rangeNm: "Range",
  ceilingFt: "Ceiling",
  fuelCapacityGal: "Fuel capacity",
  baggageCuFt: "Baggage",
  availableInMonths: "Available in",
  contactName: "Contact name",
  contactCompany: "Company",
  contactPhone: "Phone",
  contactEmail: "Email",
};

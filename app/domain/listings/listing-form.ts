import { multiLine, singleLine, z } from "../zod";
import { AIRCRAFT_CATEGORY_VALUES } from "../catalog/categories";
import { parseAirportCode } from "../catalog/suggestions";
import type { Listing, ListingStatus } from "./listing";
import { REQUIRED_LISTING_FIELDS } from "./required-fields";
import { aviationFormValues, type FormValue } from "./aviation";
import { aviationSectionsSchema, engineCountRule } from "./aviation-schema";
import { checksOnlyWhatIsTyped, formatPriceInput, MAX_FEATURES, withoutThousandsSeparators } from "./listing-input";
import { formatNumber } from "~/domain/format-number";

/** The first powered flight; no aircraft for sale is older. */
export const OLDEST_YEAR = 1903;

/** Next year's model can be sold before it is delivered, nothing later. */
export function newestYear(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

const text = (message: string, max: number) =>
  singleLine(z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`));

const whole = (label: string, min: number, max: number, unit = "") => {
  const range = `${label} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}${unit}`;
  return z.number({ error: `Please enter the ${label.toLowerCase()}` }).int(range).min(min, range).max(max, range);
};

const email = z
  .string({ error: "Please enter the contact email" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a shorter email address")
  .pipe(z.email({ error: "Please enter a valid email address" }));

/** What the seller does with the form: keep it private, make it public, or save a listing that is already public. */
export const LISTING_SAVE_INTENTS = ["draft", "publish", "save"] as const;
export type ListingSaveIntent = (typeof LISTING_SAVE_INTENTS)[number];

/** Every field a buyer compares aircraft on, with the ranges a real aircraft has. */
function listingFields(now: Date) {
  const latest = newestYear(now);
  const yearRange = `Year must be from ${OLDEST_YEAR} to ${latest}`;
  return {
    name: text("Please enter a title, such as 2019 Cessna Citation CJ3+", 120),
    manufacturer: text("Please enter the manufacturer", 80),
    model: text("Please enter the model", 80),
    year: z.number({ error: "Please enter the year of manufacture" }).int(yearRange).min(OLDEST_YEAR, yearRange).max(latest, yearRange),
    category: z.enum(AIRCRAFT_CATEGORY_VALUES, { error: "Please choose a category" }),
    price: z.preprocess(withoutThousandsSeparators, whole("Asking price", 1_000, 1_000_000_000, " USD")),
    location: text("Please enter where the aircraft is based", 120),
    totalTimeHours: whole("Total time", 0, 200_000, " hours"),
    seats: whole("Seats", 1, 900),
    usefulLoadLbs: whole("Useful load", 1, 1_500_000, " lbs"),
    registration: text("Please enter the registration, such as N123AB", 20),
    serialNumber: text("Please enter the serial number", 40),
    description: multiLine(
      z
        .string({ error: "Please describe the aircraft" })
        .trim()
        .min(20, "Please describe the aircraft in at least 20 characters")
        .max(5_000, "Please keep the description under 5,000 characters"),
    ),
    maxSpeedKts: whole("Max speed", 30, 2_000, " kts"),
    cruiseSpeedKts: whole("Cruise speed", 30, 2_000, " kts"),
    rangeNm: whole("Range", 10, 10_000, " nm"),
    ceilingFt: whole("Ceiling", 500, 60_000, " ft"),
    fuelCapacityGal: whole("Fuel capacity", 1, 100_000, " gal"),
    baggageCuFt: whole("Baggage", 0, 10_000, " cu ft"),
    availableInMonths: whole("Availability", 0, 24, " months"),
    contactName: text("Please enter the contact name", 80),
    contactCompany: text("Please enter the company", 120),
    contactPhone: text("Please enter the contact phone", 40).regex(/^\+?[\d\s().-]{6,}$/, "Please enter a valid phone number"),
    contactEmail: email,
  };
}

const features = multiLine(z.string().max(3_000, "Please keep the features under 3,000 characters"))
  .optional()
  .transform((value) => featureLines(value ?? ""))
  .refine((lines) => lines.length <= MAX_FEATURES, `Please list at most ${MAX_FEATURES} features`)
  .refine((lines) => lines.every((line) => line.length <= 120), "Please keep each feature under 120 characters");

/** Where the aircraft is based, optional: an airport code, which the server looks up (it knows the airports). */
const baseAirport = z
  .string()
  .trim()
  .max(20, "Please enter the airport's code, such as KTEB")
  .refine((code) => !code || parseAirportCode(code) !== null, "Please enter the airport's ICAO, IATA or FAA code, such as KTEB, EGLL or TEB, or leave it empty")
  .transform((code) => parseAirportCode(code) ?? undefined)
  .optional();

const cruiseNotAboveMax = {
  message: "Cruise speed cannot be above max speed",
  path: ["cruiseSpeedKts"],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { maxSpeedKts?: unknown; cruiseSpeedKts?: unknown } | undefined;
    return typeof value?.maxSpeedKts === "number" && typeof value.cruiseSpeedKts === "number";
  },
};

/** Publishing (or saving a public listing): every field, each in its range. */
export function listingFormSchema(now = new Date()) {
  return z
    .object({
      intent: z.enum(LISTING_SAVE_INTENTS, { error: "Please choose Save as draft or Publish" }),
      ...listingFields(now),
      baseAirport,
      features,
      ...aviationSectionsSchema(now),
    })
    .refine((form) => form.cruiseSpeedKts <= form.maxSpeedKts, cruiseNotAboveMax)
    .refine(...engineCountRule);
}

/**
 * Saving a draft: whatever is typed, however incomplete. Only the title is needed (it
 * names the draft on the dashboard); every other value is checked only when present,
 * with the same rules as publishing, so a draft never holds what could not be published.
 */
export function listingDraftSchema(now = new Date()) {
  const { name, ...rest } = listingFields(now);
  const optional = Object.fromEntries(Object.entries(rest).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof rest]: z.ZodOptional<(typeof rest)[K]>;
  };
  return z
    .object({
      intent: z.literal("draft", { error: "Please choose Save as draft or Publish" }),
      name,
      ...optional,
      baseAirport,
      features,
      ...aviationSectionsSchema(now),
    })
    .refine((form) => form.cruiseSpeedKts === undefined || form.maxSpeedKts === undefined || form.cruiseSpeedKts <= form.maxSpeedKts, cruiseNotAboveMax)
    .refine(...engineCountRule);
}

/**
 * The schema a submission is checked with: a draft's own (only what is present) when the
 * seller saves a listing that is still a draft as one, else the full set. A published
 * listing is never saved incomplete, whatever the form says.
 */
export function listingSchemaFor(intent: unknown, status: ListingStatus | null, now = new Date()) {
  return checksOnlyWhatIsTyped(intent, status) ? listingDraftSchema(now) : listingFormSchema(now);
}

export type ListingForm = z.output<ReturnType<typeof listingFormSchema>>;
export type ListingFormInput = z.input<ReturnType<typeof listingFormSchema>>;
export type ListingFields = Omit<ListingForm, "intent">;
export type ListingDraft = z.output<ReturnType<typeof listingDraftSchema>>;

/** True when a parsed submission has every field a published listing needs. */
export function isComplete(form: ListingForm | ListingDraft): form is ListingForm {
  return REQUIRED_LISTING_FIELDS.every((field) => form[field] !== undefined);
}

/** One feature a line, blank lines and repeats dropped. */
export function featureLines(value: string): string[] {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(lines)];
}

/** The status a save leaves the listing in: a draft stays private until published; a public listing keeps its status. */
export function statusAfterSave(current: ListingStatus | null, intent: ListingSaveIntent): ListingStatus {
  if (intent === "publish") return current === null || current === "draft" ? "active" : current;
  if (intent === "draft") return current === null || current === "draft" ? "draft" : current;
  return current ?? "draft";
}

/** The statuses a seller can move a published listing to by hand. */
export const SELLER_STATUSES = ["active", "pending", "sold"] as const;
export const listingStatusSchema = z.object({
  status: z.enum(SELLER_STATUSES, { error: "Please choose Active, Sale pending or Sold" }),
});

/** The editor's starting values for an existing listing. */
export function listingFormValues(listing: Listing): Record<string, FormValue> {
  const values: Record<string, FormValue> = {
    ...aviationFormValues(listing.aviation),
    name: listing.name,
    manufacturer: listing.manufacturer,
    model: listing.model,
    year: String(listing.year),
    category: listing.category,
    price: formatPriceInput(listing.price),
    location: listing.location,
    ...(listing.baseAirport ? { baseAirport: listing.baseAirport } : {}),
    totalTimeHours: String(listing.totalTimeHours),
    seats: String(listing.seats),
    usefulLoadLbs: String(listing.usefulLoadLbs),
    registration: listing.registration,
    serialNumber: listing.serialNumber,
    description: listing.description,
    features: listing.features.join("\n"),
    maxSpeedKts: String(listing.specifications.maxSpeedKts),
    cruiseSpeedKts: String(listing.specifications.cruiseSpeedKts),
    rangeNm: String(listing.specifications.rangeNm),
    ceilingFt: String(listing.specifications.ceilingFt),
    fuelCapacityGal: String(listing.specifications.fuelCapacityGal),
    baggageCuFt: String(listing.specifications.baggageCuFt),
    availableInMonths: String(listing.availableInMonths),
    contactName: listing.contact.name,
    contactCompany: listing.contact.company,
    contactPhone: listing.contact.phone,
    contactEmail: listing.contact.email,
  };
  // What a draft has not been given yet starts empty, as the seller left it.
  for (const field of listing.blank ?? []) values[field] = "";
  return values;
}

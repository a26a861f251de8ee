/**
 * The listing editor's form as the server reads it: FormData parsed with conform's
 * parseWithZod, so every number arrives as text and an empty field as nothing.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  featureLines,
  isComplete,
  listingDraftSchema,
  listingFormSchema,
  listingSchemaFor,
  listingFormValues,
  listingStatusSchema,
  newestYear,
  OLDEST_YEAR,
  statusAfterSave,
} from "~/domain/listings/listing-form";
import { checksOnlyWhatIsTyped, formatPriceInput, MAX_FEATURES, withoutThousandsSeparators } from "~/domain/listings/listing-input";
import { aviationFactsOf } from "~/domain/listings/aviation-schema";
import { type Listing, statusLabel } from "~/domain/listings/listing";

const NOW = new Date("2026-06-01T12:00:00Z");

const VALID_LISTING: Record<string, string> = {
  intent: "publish",
  name: "2016 Pilatus PC-12 NG",
  manufacturer: "Pilatus",
  model: "PC-12 NG",
  year: "2016",
  category: "turboprop",
  price: "4250000",
  location: "Denver, CO",
  totalTimeHours: "2140",
  seats: "9",
  usefulLoadLbs: "4000",
  registration: "N612PC",
  serialNumber: "1612",
  description: "One owner, hangared since new, full Honeywell Primus Apex avionics.",
  features: "Primus Apex\n\n  Executive interior  \nPrimus Apex",
  maxSpeedKts: "285",
  cruiseSpeedKts: "268",
  rangeNm: "1800",
  ceilingFt: "30000",
  fuelCapacityGal: "402",
  baggageCuFt: "40",
  availableInMonths: "0",
  contactName: "Marcus Reid",
  contactCompany: "Reid Aviation Sales",
  contactPhone: "+1 555 010 2000",
  contactEmail: " Marcus@Example.com ",
};

function submit(fields: Record<string, string | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return parseWithZod(form, { schema: listingFormSchema(NOW) });
}

function errorsOf(fields: Record<string, string | undefined>): Record<string, string[] | null> {
  const submission = submit(fields);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

describe("the listing form", () => {
  it("reads a complete listing as numbers, trimmed text and one feature a line", () => {
    const submission = submit(VALID_LISTING);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      intent: "publish",
      year: 2016,
      price: 4_250_000,
      totalTimeHours: 2140,
      category: "turboprop",
      features: ["Primus Apex", "Executive interior"],
      contactEmail: "marcus@example.com",
    });
  });

  it("names every missing field when publishing", () => {
    const errors = errorsOf({ intent: "publish" });
    expect(errors.name).toEqual(["Please enter a title, such as 2019 Cessna Citation CJ3+"]);
    expect(errors.year).toEqual(["Please enter the year of manufacture"]);
    expect(errors.category).toEqual(["Please choose a category"]);
    expect(errors.price).toEqual(["Please enter the asking price"]);
    expect(errors.contactEmail).toEqual(["Please enter the contact email"]);
    expect(errors.features).toBeUndefined();
  });

  it("refuses years no aircraft has, from the first flight to next year's model", () => {
    const message = `Year must be from ${OLDEST_YEAR} to ${newestYear(NOW)}`;
    expect(newestYear(NOW)).toBe(2027);
    expect(errorsOf({ ...VALID_LISTING, year: "3000" }).year).toEqual([message]);
    expect(errorsOf({ ...VALID_LISTING, year: "1902" }).year).toEqual([message]);
    expect(submit({ ...VALID_LISTING, year: "2027" }).status).toBe("success");
  });

  it("refuses negative hours, a zero price and fractions", () => {
    expect(errorsOf({ ...VALID_LISTING, totalTimeHours: "-5" }).totalTimeHours).toEqual([
      "Total time must be a whole number from 0 to 200,000 hours",
    ]);
    expect(errorsOf({ ...VALID_LISTING, price: "0" }).price).toEqual([
      "Asking price must be a whole number from 1,000 to 1,000,000,000 USD",
    ]);
    expect(errorsOf({ ...VALID_LISTING, seats: "4.5" }).seats).toEqual(["Seats must be a whole number from 1 to 900"]);
  });

  it("takes a price written with thousands separators or a dollar sign, and refuses a comma out of place", () => {
    for (const price of ["4,250,000", " 4,250,000 ", "$4,250,000", "$ 4250000"]) {
      const submission = submit({ ...VALID_LISTING, price });
      expect(submission.status, price).toBe("success");
      if (submission.status === "success") expect(submission.value.price).toBe(4_250_000);
    }
    expect(errorsOf({ ...VALID_LISTING, price: "4,25" }).price).toBeTruthy();
    expect(errorsOf({ ...VALID_LISTING, price: "42,50,000" }).price).toBeTruthy();
    expect(withoutThousandsSeparators("1,000")).toBe("1000");
    expect(withoutThousandsSeparators("4,25")).toBe("4,25");
    expect(withoutThousandsSeparators(undefined)).toBeUndefined();
    expect(formatPriceInput(48_500_000)).toBe("48,500,000");
  });

  it("keeps cruise speed at or below max speed", () => {
    expect(errorsOf({ ...VALID_LISTING, cruiseSpeedKts: "300" }).cruiseSpeedKts).toEqual(["Cruise speed cannot be above max speed"]);
  });

  it("caps the features list", () => {
    const many = Array.from({ length: MAX_FEATURES + 1 }, (_, index) => `Feature ${index}`).join("\n");
    expect(errorsOf({ ...VALID_LISTING, features: many }).features).toEqual([`Please list at most ${MAX_FEATURES} features`]);
    expect(featureLines("a\r\n b \n\na")).toEqual(["a", "b"]);
  });

  it("refuses an intent other than draft, publish or save", () => {
    expect(errorsOf({ ...VALID_LISTING, intent: "sold" }).intent).toEqual(["Please choose Save as draft or Publish"]);
  });

  it("gives back what was read as the editor's starting values", () => {
    const submission = submit(VALID_LISTING);
    if (submission.status !== "success") throw new Error("valid listing refused");
    const { intent: _intent, ...fields } = submission.value;
    const listing: Listing = {
      ...fields,
      id: 1,
      specifications: {
        maxSpeedKts: fields.maxSpeedKts,
        cruiseSpeedKts: fields.cruiseSpeedKts,
        rangeNm: fields.rangeNm,
        ceilingFt: fields.ceilingFt,
        fuelCapacityGal: fields.fuelCapacityGal,
        baggageCuFt: fields.baggageCuFt,
      },
      contact: { name: fields.contactName, company: fields.contactCompany, phone: fields.contactPhone, email: fields.contactEmail },
      image: "/aircraft/single-turboprop.svg",
      status: "draft",
      isFeatured: false,
      views: 0,
      aviation: aviationFactsOf(fields, fields.category),
      createdAt: NOW,
      updatedAt: NOW,
    };
    const again = submit({ intent: "save", ...listingFormValues(listing) });
    expect(again.status).toBe("success");
    if (again.status === "success") expect({ ...again.value, intent: "publish" }).toEqual(submission.value);
  });
});

describe("listing status", () => {
  it("keeps a draft private until it is published, and a public listing's status on every save", () => {
    expect(statusAfterSave(null, "draft")).toBe("draft");
    expect(statusAfterSave(null, "publish")).toBe("active");
    expect(statusAfterSave("draft", "draft")).toBe("draft");
    expect(statusAfterSave("draft", "publish")).toBe("active");
    expect(statusAfterSave("pending", "save")).toBe("pending");
    expect(statusAfterSave("sold", "publish")).toBe("sold");
    expect(statusAfterSave("active", "draft")).toBe("active");
  });

  it("lets the seller choose only Active, Sale pending or Sold by hand", () => {
    const parse = (status: string) => listingStatusSchema.safeParse({ status });
    expect(parse("pending").success).toBe(true);
    expect(parse("draft").success).toBe(false);
    expect(parse("deleted").success).toBe(false);
  });

  it("shows pending as Pending, as the spec does", () => {
    expect(statusLabel("pending")).toBe("Pending");
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("draft")).toBe("Draft");
    expect(statusLabel("sold")).toBe("Sold");
  });
});

describe("single-line fields", () => {
  it.each(["name", "manufacturer", "model", "location", "registration", "serialNumber"])("refuse a line break inside %s and drop one at its ends", (field) => {
    expect(errorsOf({ ...VALID_LISTING, [field]: "N612\nBcc: x@y" })[field]).toEqual(["Please write this on one line"]);
    expect(submit({ ...VALID_LISTING, [field]: "N612PC\r\n" }).status).toBe("success");
  });
});

describe("a draft", () => {
  function saveDraft(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return parseWithZod(form, { schema: listingSchemaFor(form.get("intent"), null, NOW) });
  }

  it("saves with only a title, however incomplete, the empty fields left out", () => {
    const submission = saveDraft({ intent: "draft", name: "2016 Pilatus PC-12 NG", manufacturer: "Pilatus", year: "", price: "4250000", description: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ intent: "draft", name: "2016 Pilatus PC-12 NG", manufacturer: "Pilatus", price: 4_250_000 });
    expect(submission.value.year).toBeUndefined();
    expect(isComplete(submission.value)).toBe(false);
  });

  it("still needs its title", () => {
    const submission = saveDraft({ intent: "draft", manufacturer: "Pilatus" });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ name: ["Please enter a title, such as 2019 Cessna Citation CJ3+"] });
  });

  it("checks the values that are present with the publishing rules", () => {
    const submission = saveDraft({ intent: "draft", name: "A Pilatus", year: "3000", price: "5", contactEmail: "nope", maxSpeedKts: "200", cruiseSpeedKts: "250" });
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(Object.keys(errors).sort()).toEqual(["contactEmail", "cruiseSpeedKts", "price", "year"]);
    expect(errors.cruiseSpeedKts).toEqual(["Cruise speed cannot be above max speed"]);
  });

  it("is complete, and publishes, once every field is there", () => {
    const submission = saveDraft({ ...VALID_LISTING, intent: "draft" });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(isComplete(submission.value)).toBe(true);
  });

  it("uses the draft's rules only for a listing that is still a draft saved as one", () => {
    const titleOnly = { intent: "draft", name: "A Pilatus" };
    expect(listingSchemaFor("draft", null, NOW).safeParse(titleOnly).success).toBe(true);
    expect(listingSchemaFor("draft", "draft", NOW).safeParse(titleOnly).success).toBe(true);
    expect(listingSchemaFor("draft", "active", NOW).safeParse(titleOnly).success).toBe(false);
    expect(listingSchemaFor("publish", "draft", NOW).safeParse({ ...titleOnly, intent: "publish" }).success).toBe(false);
    expect(listingSchemaFor("save", "sold", NOW).safeParse({ ...titleOnly, intent: "save" }).success).toBe(false);
    expect(listingDraftSchema(NOW).safeParse({ ...titleOnly, intent: "publish" }).success).toBe(false);
    // The editor picks its validation in the browser by the same rule.
    expect(checksOnlyWhatIsTyped("draft", null)).toBe(true);
    expect(checksOnlyWhatIsTyped("draft", "draft")).toBe(true);
    expect(checksOnlyWhatIsTyped("draft", "active")).toBe(false);
    expect(checksOnlyWhatIsTyped("publish", "draft")).toBe(false);
  });

  it("comes back to the editor as typed, what it lacks left empty", () => {
    const listing = {
      id: 1,
      name: "A Pilatus",
      manufacturer: "Pilatus",
      model: "",
      year: 0,
      category: "single-engine",
      price: 4_250_000,
      location: "",
      totalTimeHours: 0,
      seats: 0,
      usefulLoadLbs: 0,
      registration: "",
      serialNumber: "",
      description: "",
      features: [],
      specifications: { maxSpeedKts: 0, cruiseSpeedKts: 0, rangeNm: 0, ceilingFt: 0, fuelCapacityGal: 0, baggageCuFt: 0 },
      aviation: {},
      availableInMonths: 0,
      image: "/aircraft/high-wing-single.svg",
      status: "draft",
      isFeatured: false,
      views: 0,
      contact: { name: "", phone: "", email: "", company: "" },
      createdAt: NOW,
      updatedAt: NOW,
      blank: ["model", "year", "category", "location", "totalTimeHours", "seats", "usefulLoadLbs", "registration", "serialNumber", "description", "maxSpeedKts"],
    } satisfies Listing;
    const values = listingFormValues(listing);
    expect(values).toMatchObject({ name: "A Pilatus", manufacturer: "Pilatus", price: "4,250,000", year: "", category: "", seats: "", maxSpeedKts: "" });
    expect(values.cruiseSpeedKts).toBe("0");
  });
});

describe("the number of engines", () => {
  const engine = (index: number) => ({
    [`engines[${index}].make`]: "Pratt & Whitney Canada",
    [`engines[${index}].model`]: "PT6A-67P",
    [`engines[${index}].timeHours`]: "450",
    [`engines[${index}].basis`]: "SMOH",
    [`engines[${index}].tboHours`]: "3600",
  });

  it("is kept with the airframe and shown to buyers as given", () => {
    const submission = submit({ ...VALID_LISTING, "airframe.engineCount": "1", ...engine(0) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(aviationFactsOf(submission.value, "turboprop").airframe).toEqual({ engineCount: 1 });
  });

  it("is from 1 to 4", () => {
    expect(errorsOf({ ...VALID_LISTING, "airframe.engineCount": "5" })["airframe.engineCount"]).toEqual(["Number of engines must be a whole number from 1 to 4"]);
  });

  it("cannot be fewer than the engines described, nor disagree with the category", () => {
    expect(errorsOf({ ...VALID_LISTING, "airframe.engineCount": "1", ...engine(0), ...engine(1) })["airframe.engineCount"]).toEqual([
      "2 engines are described below: choose 2, or clear the blocks of engines it does not have",
    ]);
    expect(errorsOf({ ...VALID_LISTING, category: "single-engine", "airframe.engineCount": "2" })["airframe.engineCount"]).toEqual(["A single-engine aircraft has one engine"]);
    expect(errorsOf({ ...VALID_LISTING, category: "multi-engine", "airframe.engineCount": "1" })["airframe.engineCount"]).toEqual([
      "A multi-engine aircraft has at least two engines",
    ]);
  });

  it("is said alongside every other problem, and in a draft too", () => {
    const errors = errorsOf({ ...VALID_LISTING, price: "", "airframe.engineCount": "1", ...engine(0), ...engine(1) });
    expect(errors.price).toBeTruthy();
    expect(errors["airframe.engineCount"]).toHaveLength(1);
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "draft", name: "Half-filled twin", category: "multi-engine", "airframe.engineCount": "1" })) form.append(name, value);
    const draft = parseWithZod(form, { schema: listingDraftSchema(NOW) });
    expect(draft.status).toBe("error");
    expect(draft.reply().error?.["airframe.engineCount"]).toEqual(["A multi-engine aircraft has at least two engines"]);
  });
});

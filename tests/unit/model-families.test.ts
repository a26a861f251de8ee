import { describe, expect, it } from "vitest";
import { AIRCRAFT_TYPES } from "~/domain/aircraft/aircraft-types";
import { familyOf, familyOfRegistryModel, MODEL_FAMILIES, tradesAlikeWith } from "~/domain/aircraft/model-families";
import { generatedModels } from "~/server/db/generate-listings";
import { SEED_LISTINGS } from "~/server/db/seed-listings";

describe("the model family table", () => {
  it("knows every model of the sample and generated inventories", () => {
    const models = [...SEED_LISTINGS, ...generatedModels()].filter((listing) => familyOf(listing) === null).map((listing) => `${listing.manufacturer} ${listing.model}`);
    expect(models).toEqual([]);
  });

  it("puts variants sold under one type design in one family, whatever the seller typed", () => {
    expect(familyOf({ manufacturer: "Cessna", model: "Citation CJ4 Gen2" })?.id).toBe("cessna-citation-cj4");
    expect(familyOf({ manufacturer: "Textron Aviation", model: "525C" })?.id).toBe("cessna-citation-cj4");
    expect(familyOf({ manufacturer: "Beechcraft", model: "King Air 350i" })?.id).toBe("beech-king-air-350");
    expect(familyOf({ manufacturer: "beechcraft", model: "KING AIR 360" })?.id).toBe("beech-king-air-350");
    expect(familyOf({ manufacturer: "Pilatus", model: "PC-12 NGX" })?.id).toBe(familyOf({ manufacturer: "Pilatus", model: "PC-12/47E" })?.id);
    expect(familyOf({ manufacturer: "Gulfstream", model: "G650ER" })?.id).toBe(familyOf({ manufacturer: "Gulfstream", model: "G650" })?.id);
    expect(familyOf({ manufacturer: "Piper", model: "M350" })?.id).toBe(familyOf({ manufacturer: "Piper", model: "PA-46-350P Malibu Mirage" })?.id);
  });

  it("does not take another maker's model of the same name", () => {
    expect(familyOf({ manufacturer: "Cirrus", model: "M2" })).toBeNull();
    expect(familyOf({ manufacturer: "Beechcraft", model: "Citation CJ4" })).toBeNull();
  });

  it("reads the FAA registry's designations", () => {
    expect(familyOfRegistryModel("CESSNA", "525C")?.id).toBe("cessna-citation-cj4");
    expect(familyOfRegistryModel("TEXTRON AVIATION INC", "B300")?.id).toBe("beech-king-air-350");
    expect(familyOfRegistryModel("HAWKER BEECHCRAFT CORP", "B300")?.id).toBe("beech-king-air-350");
    expect(familyOfRegistryModel("GULFSTREAM AEROSPACE", "GVI")?.id).toBe("gulfstream-g650");
    expect(familyOfRegistryModel("CESSNA", "B300")).toBeNull();
  });

  it("has unique ids and trades alike only within one type of aircraft", () => {
    expect(new Set(MODEL_FAMILIES.map((family) => family.id)).size).toBe(MODEL_FAMILIES.length);
    const types = new Set<string>(AIRCRAFT_TYPES.map((type) => type.value));
    for (const family of MODEL_FAMILIES) {
      expect(types.has(family.type)).toBe(true);
      for (const other of tradesAlikeWith(family)) expect([family.id, other.type]).toEqual([family.id, family.type]);
    }
  });
});

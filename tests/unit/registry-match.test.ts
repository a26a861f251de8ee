import { describe, expect, it } from "vitest";
import { registryMatches } from "~/domain/sellers/faa-registry";

/** Rows as ACFTREF.txt names their make and model, with MASTER.txt's serial. */
describe("the registry match by model code and serial", () => {
  it("matches a Citation CJ4 Gen2 listed under its marketing name with the registry's CESSNA 525C", () => {
    const listing = { manufacturer: "Cessna", model: "Citation CJ4 Gen2", serialNumber: "525C-0412" };
    expect(registryMatches(listing, { serialNumber: "525C0412", make: "CESSNA", model: "525C" })).toBe(true);
    expect(registryMatches(listing, { serialNumber: "525C0412", make: "TEXTRON AVIATION INC", model: "525C" })).toBe(true);
  });

  it("matches a King Air 350i with the registry's B300, under either maker's name", () => {
    const listing = { manufacturer: "Beechcraft", model: "King Air 350i", serialNumber: "FL-1175" };
    expect(registryMatches(listing, { serialNumber: "FL-1175", make: "HAWKER BEECHCRAFT CORP", model: "B300" })).toBe(true);
    expect(registryMatches(listing, { serialNumber: "FL1175", make: "TEXTRON AVIATION INC", model: "B300" })).toBe(true);
  });

  it("does not match another family's code, another serial or another maker", () => {
    const cj4 = { manufacturer: "Cessna", model: "Citation CJ4", serialNumber: "525C-0412" };
    // A CJ3 (525B) with the same serial digits is another aircraft.
    expect(registryMatches(cj4, { serialNumber: "525C0412", make: "CESSNA", model: "525B" })).toBe(false);
    expect(registryMatches(cj4, { serialNumber: "525C0413", make: "CESSNA", model: "525C" })).toBe(false);
    expect(registryMatches({ manufacturer: "Beechcraft", model: "King Air 350i", serialNumber: "FL-1175" }, { serialNumber: "FL-1175", make: "CESSNA", model: "B300" })).toBe(false);
    expect(registryMatches({ manufacturer: "Beechcraft", model: "King Air 260", serialNumber: "BY-400" }, { serialNumber: "BY-400", make: "TEXTRON AVIATION INC", model: "B300" })).toBe(false);
  });

  it("keeps the make-and-model rule for a model the table does not know", () => {
    const listing = { manufacturer: "Zenith", model: "CH 750 Cruzer", serialNumber: "75-1234" };
    expect(registryMatches(listing, { serialNumber: "751234", make: "ZENITH AIRCRAFT CO", model: "CH 750" })).toBe(false);
    expect(registryMatches({ ...listing, model: "CH750 Cruzer" }, { serialNumber: "751234", make: "ZENITH AIRCRAFT CO", model: "CH750" })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { listingChecklist, readyToPublish } from "~/domain/listings/listing-checklist";

const byLabel = (items: ReturnType<typeof listingChecklist>) => Object.fromEntries(items.map((item) => [item.label, item]));

describe("a listing's checklist", () => {
  it("names what a half-filled draft still needs to be published, group by group", () => {
    const items = byLabel(listingChecklist({ blank: ["year", "category", "price", "contactEmail"], aviation: {}, category: "single-engine" }, 0, 0));
    expect(items["The aircraft"]).toEqual({ label: "The aircraft", done: false, neededToPublish: true, missing: ["Year", "Category"] });
    expect(items["Price, location and availability"]?.missing).toEqual(["Asking price"]);
    expect(items["Contact"]?.missing).toEqual(["Email"]);
    expect(items["Specifications"]).toMatchObject({ done: true, missing: [] });
    expect(readyToPublish(Object.values(items))).toBe(false);
  });

  it("lists what buyers look for apart from what publishing needs, the photos and documents among it", () => {
    const items = listingChecklist({ aviation: { engines: [{ make: "Pratt & Whitney", model: "PT6A-67P", timeHours: 450, basis: "SMOH", tboHours: 3_600 }] }, category: "turboprop" }, 0, 0);
    expect(readyToPublish(items)).toBe(true);
    const recommended = items.filter((item) => !item.neededToPublish);
    expect(recommended.map((item) => [item.label, item.done])).toEqual([
      ["Engines", true],
      ["Propellers", false],
      ["Avionics and equipment", false],
      ["Inspection status", false],
      ["History", false],
      ["Photos", false],
      ["Logbooks and documents", false],
    ]);
    const withFiles = byLabel(listingChecklist({ aviation: {}, category: "turboprop" }, 3, 1));
    expect(withFiles["Photos"]).toMatchObject({ done: true, missing: [] });
    expect(withFiles["Logbooks and documents"]).toMatchObject({ done: true, missing: [] });
  });

  it("leaves propellers off an aircraft without them", () => {
    expect(listingChecklist({ aviation: {}, category: "business-jet" }, 1, 0).map((item) => item.label)).not.toContain("Propellers");
  });

  it("is a list of lines, not a score", () => {
    for (const item of listingChecklist({ aviation: {}, category: "helicopter" }, 0, 0)) expect(Object.keys(item).sort()).toEqual(["done", "label", "missing", "neededToPublish"]);
  });
});

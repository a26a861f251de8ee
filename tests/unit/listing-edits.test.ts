import { describe, expect, it } from "vitest";
import type { FormValue } from "~/domain/listings/aviation";
import { editorVersion, staleSave, staleSaveMessage } from "~/domain/listings/listing-edits";

const opened: Record<string, FormValue> = {
  name: "2019 Cessna Citation CJ3+",
  price: "8,950,000",
  description: "One owner.",
  features: "Garmin G3000\nSynthetic vision",
  engines: [{ make: "Williams", timeHours: "450" }],
};

describe("a save from an editor opened before another save", () => {
  it("goes ahead when nothing was saved meanwhile, whatever the seller typed, and with the browser's CRLF line ends", () => {
    const typed = { ...opened, description: "One owner, hangared.", features: "Garmin G3000\r\nSynthetic vision", engines: [{ timeHours: "450", make: "Williams" }] };
    expect(staleSave(editorVersion(opened), opened, typed)).toBeNull();
  });

  it("is refused; fields saved elsewhere and left alone here show the newer value, fields changed on both sides keep the typing", () => {
    const saved = { ...opened, price: "8,750,000", name: "2019 Citation CJ3+ (price reduced)" };
    const typed = { ...opened, description: "One owner, hangared.", name: "2019 Cessna Citation CJ3+ with WAAS" };
    const stale = staleSave(editorVersion(opened), saved, typed);
    expect(stale).toEqual({
      takenFromSaved: ["Asking price"],
      changedOnBothSides: ["Title"],
      values: { ...typed, price: "8,750,000" },
    });
    expect(staleSaveMessage(stale!)).toBe(
      "This listing was saved from another page after you opened this one, so nothing was saved from here. Now showing the newer saved Asking price. Changed there and by you, kept as you typed: Title. Everything else you typed is still here: check it, then save again.",
    );
  });

  it("counts a field the other save emptied or added", () => {
    const saved: Record<string, FormValue> = { ...opened, baseAirport: "KDEN" };
    expect(staleSave(editorVersion(opened), saved, opened)).toMatchObject({ takenFromSaved: ["Base airport"], values: { baseAirport: "KDEN" } });
  });

  it("is not checked when the version cannot be read", () => {
    expect(staleSave("not a version", { ...opened, price: "1" }, opened)).toBeNull();
  });
});

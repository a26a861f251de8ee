import { describe, expect, it } from "vitest";
import { offeringParties, renameNeedsReview, sameCompany } from "~/domain/sellers/offering-company";

describe("sameCompany", () => {
  it("reads past case, spaces and punctuation", () => {
    expect(sameCompany("Skyward Aviation, LLC", "SKYWARD AVIATION LLC")).toBe(true);
    expect(sameCompany("Aéro Services S.A.", "aero services sa")).toBe(false);
    expect(sameCompany("Aéro Services S.A.", "AÉRO SERVICES SA")).toBe(true);
  });

  it("tells other companies apart, and never matches an empty name", () => {
    expect(sameCompany("Skyward Aviation LLC", "Skyward Aviation")).toBe(false);
    expect(sameCompany("Skyward Aviation LLC", "Gulfstream Aerospace Corporation")).toBe(false);
    expect(sameCompany("", "")).toBe(false);
    expect(sameCompany(" , ", "")).toBe(false);
  });
});

describe("offeringParties: the badge belongs to the verified entity", () => {
  it("names the verified legal name, with the badge, when the listing's company is it", () => {
    expect(offeringParties("skyward aviation llc", "Skyward Aviation LLC")).toEqual({ kind: "verified", company: "Skyward Aviation LLC" });
  });

  it("shows another company typed by a verified seller without the badge, and the verified seller as who listed it", () => {
    expect(offeringParties("Gulfstream Aerospace Corporation", "Skyward Aviation LLC")).toEqual({
      kind: "listed-for",
      company: "Gulfstream Aerospace Corporation",
      listedBy: "Skyward Aviation LLC",
    });
  });

  it("shows a seller without an approved request as typed, without the badge", () => {
    expect(offeringParties("Skyward Aviation LLC", null)).toEqual({ kind: "unverified", company: "Skyward Aviation LLC" });
  });

  it("names the verified entity when the listing names no company", () => {
    expect(offeringParties("  ", "Skyward Aviation LLC")).toEqual({ kind: "verified", company: "Skyward Aviation LLC" });
  });
});

describe("renameNeedsReview", () => {
  it("sends a verified seller's new company name back to the operators", () => {
    expect(renameNeedsReview("Skyward Aviation LLC", "Skyward Aviation LLC", "Jet Aviation AG")).toBe(true);
  });

  it("lets the verified name be rewritten, and leaves unverified sellers and unchanged names alone", () => {
    expect(renameNeedsReview("Skyward Aviation LLC", "Skyward", "SKYWARD AVIATION, LLC")).toBe(false);
    expect(renameNeedsReview(null, "Skyward Aviation LLC", "Jet Aviation AG")).toBe(false);
    expect(renameNeedsReview("Skyward Aviation LLC", "Skyward", "Skyward")).toBe(false);
    expect(renameNeedsReview("Skyward Aviation LLC", "Skyward", null)).toBe(false);
  });
});

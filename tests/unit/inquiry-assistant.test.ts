import { describe, expect, it } from "vitest";
import {
  assistantReply,
  conversation,
  draftInquiry,
  greeting,
  groupQuestionsText,
  normalizeQuestion,
  QUESTION_GROUPS,
  questionGroup,
} from "~/domain/inquiries/inquiry-assistant";
import type { Listing } from "~/domain/listings/listing";

const listing: Listing = {
  id: 7,
  name: "2015 Cessna 182T Skylane",
  manufacturer: "Cessna",
  model: "182T Skylane",
  year: 2015,
  category: "single-engine",
  price: 429_000,
  location: "Wichita, KS",
  totalTimeHours: 1_180,
  seats: 4,
  usefulLoadLbs: 1_110,
  registration: "N182LT",
  serialNumber: "18282301",
  description: "A well-kept Skylane.",
  features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Fresh annual", "Leather interior"],
  specifications: { maxSpeedKts: 150, cruiseSpeedKts: 145, rangeNm: 915, ceilingFt: 18_100, fuelCapacityGal: 92, baggageCuFt: 32 },
  availableInMonths: 0,
  image: "/x.svg",
  status: "active",
  isFeatured: false,
  views: 0,
  contact: { name: "Sofia Lindqvist", phone: "+1", email: "s@example.com", company: "Heartland Piston" },
  aviation: {},
  createdAt: new Date("2026-01-01"),
  updatedAt: new Date("2026-01-01"),
};

describe("the inquiry assistant", () => {
  it("greets by the aircraft's name", () => {
    expect(greeting(listing)).toContain("2015 Cessna 182T Skylane");
  });

  it("gives the spec's pre-buy advice for a piston, and its own type's range for a jet or an airliner", () => {
    const reply = assistantReply(listing, "How long does a pre-buy inspection take?");
    expect(reply).toContain("A pre-buy inspection typically takes 2-3 days and costs $3,000-8,000.");
    expect(reply).toContain("Cessna 182T Skylane");
    const airliner = assistantReply({ ...listing, category: "commercial", manufacturer: "Airbus", model: "A320neo" }, "How long does a pre-buy inspection take?");
    expect(airliner).toContain("of an airliner typically takes 2-6 weeks and costs $100,000-500,000");
    expect(airliner).not.toContain("$3,000-8,000");
    const kingAir = assistantReply({ ...listing, category: "turboprop", manufacturer: "Beechcraft", model: "King Air 350i" }, "How long does a pre-buy inspection take?");
    expect(kingAir).toContain("of a twin turboprop typically takes 5-10 days and costs $20,000-60,000");
    const checklist = assistantReply({ ...listing, category: "business-jet", manufacturer: "Gulfstream", model: "G650ER" }, "What should be on my buyer's checklist?");
    expect(checklist).toContain("(typically 2-4 weeks, $100,000-300,000)");
  });

  it("answers damage history from the listing's History section and its description", () => {
    const described = { ...listing, description: "Fresh annual, no damage history, and complete logs since new. A great trainer." };
    const fromDescription = assistantReply(described, "Is there any damage history?");
    expect(fromDescription).toContain("Its description says: “Fresh annual, no damage history, and complete logs since new.”");
    expect(fromDescription).not.toContain("does not state the damage history");

    const stated = assistantReply({ ...listing, aviation: { history: { damage: "none", logbooks: "yes" } } }, "Any damage history?");
    expect(stated).toContain("The listing states no damage history.");
    expect(stated).toContain("It gives the logbooks as complete");

    const damaged = assistantReply(
      { ...listing, aviation: { history: { damage: "yes", damageDescription: "Gear-up landing in 1994, repaired by Cessna." } } },
      "Has it had an accident?",
    );
    expect(damaged).toContain("The listing states damage history: Gear-up landing in 1994, repaired by Cessna.");

    expect(assistantReply({ ...listing, aviation: { history: { damage: "unknown" } } }, "damage?")).toContain("gives the damage history as unknown");
    const silent = assistantReply(listing, "Is there any damage history?");
    expect(silent).toContain("The listing does not state the damage history.");
    expect(silent).toContain("does not say whether the logbooks are complete");
  });

  it("answers range only for the word range, not for arrange", () => {
    const arrange = assistantReply(listing, "Can I arrange a pre-buy inspection?");
    expect(arrange).not.toContain("915 nm");
    expect(arrange).toContain("2-3 days");
    expect(assistantReply(listing, "What range does it have?")).toContain("915 nm");
    expect(assistantReply(listing, "How fast does it cruise?")).toContain("145 kts");
  });

  it("answers hours, price, location, seats and range from the listing", () => {
    expect(assistantReply(listing, "How many hours does it have?")).toContain("1,180 hours");
    expect(assistantReply(listing, "What's the price?")).toContain("$429,000");
    expect(assistantReply(listing, "Where is it?")).toContain("Wichita, KS");
    expect(assistantReply(listing, "How many seats?")).toContain("seats 4");
    expect(assistantReply(listing, "What is the range?")).toContain("915 nm");
  });

  it("answers maintenance and avionics from the features, and says what the listing leaves out", () => {
    const maintenance = assistantReply(listing, "Tell me about maintenance");
    expect(maintenance).toContain("Fresh annual");
    expect(maintenance).toContain("Ask the seller for the logbooks");
    const avionics = assistantReply(listing, "Which avionics?");
    expect(avionics).toContain("Garmin G1000 NXi; GFC 700 autopilot");
    expect(avionics).toContain("Leather interior");
    expect(assistantReply({ ...listing, features: [] }, "Which avionics?")).toContain("does not list its avionics");
    expect(assistantReply({ ...listing, features: [] }, "maintenance?")).toContain("does not say how the aircraft has been maintained");
  });

  it("says plainly when the listing does not say", () => {
    expect(assistantReply(listing, "Does it come with spare parts?")).toMatch(/^The listing does not say\./);
    expect(assistantReply(listing, "Is the paint original?")).toBe("The listing does not rate its paint or interior; ask the seller for recent photos.");
  });

  it("keeps the conversation as greeting, then question and reply in turn", () => {
    const messages = conversation(listing, [{ text: "Seats?", at: "2026-01-01T00:00:00.000Z" }], "2026-01-01T00:00:00.000Z");
    expect(messages.map((message) => message.type)).toEqual(["bot", "user", "bot"]);
    expect(messages[2]!.content).toContain("seats 4");
  });

  it("ignores blank questions and caps long ones", () => {
    expect(normalizeQuestion("   \n ")).toBeNull();
    expect(normalizeQuestion("  Range? ")).toBe("Range?");
    expect(normalizeQuestion("x".repeat(2000))).toHaveLength(500);
  });

  it("has five question groups that fill the input with their questions", () => {
    expect(QUESTION_GROUPS).toHaveLength(5);
    expect(groupQuestionsText(questionGroup("inspection")!)).toBe(
      "Can I arrange a pre-buy inspection?\nWhere is the aircraft located?\nWhen could it be delivered?",
    );
    expect(questionGroup("nope")).toBeUndefined();
  });

  it("drafts a professional inquiry from the listing and the buyer's questions", () => {
    const draft = draftInquiry(listing, [{ text: "Is it ADS-B compliant?\nAny damage history?", at: "" }], "Amelia Hart");
    expect(draft).toMatch(/^Dear Sofia Lindqvist,/);
    expect(draft).toContain("N182LT");
    expect(draft).toContain("$429,000");
    expect(draft).toContain("- Is it ADS-B compliant?\n- Any damage history?");
    expect(draft).toMatch(/Amelia Hart$/);
    expect(draftInquiry(listing, [], null)).toContain("- Are the logbooks complete");
  });
});

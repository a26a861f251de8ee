import { describe, expect, it } from "vitest";
import { formatAskingPrice } from "~/domain/catalog/price";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";
import { assistantReply } from "~/domain/inquiries/inquiry-assistant";
import type { Listing } from "~/domain/listings/listing";
import { sampleAviationFacts } from "~/server/db/sample-aviation";
import { SEED_LISTINGS } from "~/server/db/seed-listings";

/** A sample listing as its page holds it, with the sections its seller filled in. */
function sample(id: number): Listing {
  const seed = SEED_LISTINGS.find((listing) => listing.id === id)!;
  return { ...seed, image: "", views: 0, aviation: sampleAviationFacts(seed), createdAt: new Date("2026-11-01"), updatedAt: new Date("2026-11-01") };
}
const seed = (id: number) => SEED_LISTINGS.find((listing) => listing.id === id)!;
const nextDue = (id: number) => formatDate(new Date(`${sample(id).aviation.inspection!.nextDue!}T00:00:00Z`), SHORT_DATE);

/**
 * The golden set: questions a buyer asks of the sample listings, each with the fact the
 * listing states (in its fields or its description) that the answer must give.
 */
const GOLDEN: Array<[id: number, question: string, facts: string[]]> = [
  [1, "What are the engine times?", ["Williams FJ44-4A", "310"]],
  [1, "Has it been hangared?", ["hangared since new"]],
  [1, "What's the useful load?", ["6,410 lbs"]],
  [1, "Any damage history?", ["no damage history"]],
  [1, "Which engine programme is it on?", ["TAP Blue"]],
  [1, "How many hours are left to TBO?", ["4,690 hours to TBO"]],
  [2, "Where is it based?", ["Geneva, Switzerland"]],
  [2, "Are the logs complete?", ["complete"]],
  [2, "What avionics does it have?", ["Honeywell Advanced Cockpit Environment"]],
  [2, "Who services it?", ["Pilatus factory service centre in Stans"]],
  [2, "What's the cruise speed?", [`${formatNumber(seed(2).specifications.cruiseSpeedKts)} kts`]],
  [4, "What avionics upgrade does it have?", ["Collins Pro Line Fusion"]],
  [4, "Are the engines on a maintenance programme?", ["ESP Platinum", "PT6A-60A"]],
  [4, "How many seats?", ["It seats 9"]],
  [4, "What's the asking price?", [formatAskingPrice(seed(4).price)]],
  [5, "When was the last major inspection done?", ["72-month inspection was completed at Gulfstream Luton in 2024"]],
  [5, "Is the paint fresh?", ["fresh exterior paint"]],
  [5, "How far can it fly?", [`${formatNumber(seed(5).specifications.rangeNm)} nm`]],
  [5, "Does it have a shower?", ["aft stateroom with a shower"]],
  [5, "When is the next inspection due?", [nextDue(5)]],
  [7, "How many hours on the engine?", ["1,280 hours since new"]],
  [7, "Is the annual fresh?", ["Fresh annual"]],
  [7, "Does it have ADS-B?", ["ADS-B In/Out"]],
  [7, "What condition is the paint in?", ["honest 8 out of 10"]],
  [10, "Is there a lease attached?", ["lease attached through 2031"]],
  [10, "When was the last C-check?", ["first C-check completed in 2024"]],
  [10, "Are the records complete?", ["back-to-birth records"]],
  [10, "How many passengers does it carry?", ["It seats 180"]],
  [31, "What is the engine time since overhaul?", ["640"]],
  [31, "Does it have an autopilot?", ["KAP 140 autopilot"]],
  [32, "Does it have any damage history?", ["Gear-up landing in 1996"]],
  [32, "Are the logbooks complete?", ["partial"]],
  [32, "How is the paint?", ["The paint is tired", "rated 3 out of 10"]],
  [32, "Is there corrosion?", ["corrosion-free"]],
  [37, "Any prop strike?", ["Minor prop-strike history in 2004"]],
  [37, "Is it pressurised?", ["Pressurised"]],
  [37, "Is it certified for known icing?", ["Known icing (FIKI)"]],
  [46, "What are the engine times?", ["610", "1,140"]],
  [46, "What happened to the wing tip?", ["Left wing tip struck a hangar door in 2011"]],
  [46, "Is it flown under Part 135?", ["Part 135"]],
  [49, "Is the damage history known?", ["unknown"]],
  [49, "Does it have ADS-B Out?", ["does not have ADS-B Out"]],
  [49, "Where is it hangared?", ["hangared in Centennial"]],
  [59, "What engine does it have?", ["250-C47E/4"]],
  [64, "When was the interior refurbished?", ["2021 interior refurbishment"]],
  [64, "What are the records like?", ["full ANAC records"]],
];

describe("the inquiry assistant's golden set", () => {
  it("has at least 40 questions over the sample listings", () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(40);
  });

  it.each(GOLDEN)("listing %i: %s", (id, question, facts) => {
    const reply = assistantReply(sample(id), question);
    for (const fact of facts) expect(reply).toContain(fact);
    expect(reply).not.toMatch(/^The listing does not say\./);
  });
});

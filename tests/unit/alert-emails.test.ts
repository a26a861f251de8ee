import { describe, expect, it } from "vitest";
import { type AlertListing, MAX_LISTINGS_PER_EMAIL, savedAircraftAlertEmail, savedSearchAlertEmail } from "~/domain/alerts/alert-emails";

const SITE = "https://aeromarket.example";
const JET: AlertListing = { id: 12, name: "2019 Cessna Citation CJ4", year: 2019, price: 8_950_000, location: "Teterboro, NJ", totalTimeHours: 1250 };
const PROP: AlertListing = { id: 14, name: "2022 Pilatus PC-12 NGX", year: 2022, price: 5_850_000, location: "Geneva, Switzerland", totalTimeHours: 410 };

function searchAlert(listings: AlertListing[]) {
  return savedSearchAlertEmail({
    siteUrl: SITE,
    firstName: "Amelia",
    searchName: "Business Jet",
    frequency: "weekly",
    listings,
    searchPath: "/catalog?category=business-jet",
    unsubscribeUrl: `${SITE}/alerts/unsubscribe?token=t`,
  });
}

describe("a saved search's alert", () => {
  it("says what matched, with each aircraft's card facts and link, why it came and how to stop it", () => {
    const { subject, text } = searchAlert([JET, PROP]);
    expect(subject).toBe('2 new aircraft match "Business Jet"');
    expect(text).toBe(
      [
        "Hello Amelia,",
        "",
        '2 aircraft newly match your saved search "Business Jet":',
        "",
        "2019 Cessna Citation CJ4",
        "  $8,950,000 · 2019 · 1,250 hrs total time · Teterboro, NJ",
        `  ${SITE}/aircraft/12`,
        "",
        "2022 Pilatus PC-12 NGX",
        "  $5,850,000 · 2022 · 410 hrs total time · Geneva, Switzerland",
        `  ${SITE}/aircraft/14`,
        "",
        `Run the search: ${SITE}/catalog?category=business-jet`,
        "",
        "Why you got this: you saved this search on AeroMarket with alerts at most once a week. Each aircraft is sent once per search.",
        `Change how often, or rename the search: ${SITE}/dashboard?tab=saved-searches`,
        `Stop alerts for this search (no sign-in needed): ${SITE}/alerts/unsubscribe?token=t`,
      ].join("\n"),
    );
  });

  it("names a single aircraft in its subject, and counts those beyond the first twenty", () => {
    expect(searchAlert([JET]).subject).toBe('New match for "Business Jet": 2019 Cessna Citation CJ4');
    const many = Array.from({ length: MAX_LISTINGS_PER_EMAIL + 3 }, (_, index) => ({ ...JET, id: index + 1 }));
    const { text } = searchAlert(many);
    expect(text.match(/\/aircraft\/\d+/g)).toHaveLength(MAX_LISTINGS_PER_EMAIL);
    expect(text).toContain("And 3 more: run the search to see them all.");
  });
});

describe("a saved-aircraft alert", () => {
  it("names a single piece of news in its subject", () => {
    const email = (kind: "pending" | "sold" | "back-on-market") => savedAircraftAlertEmail({ siteUrl: SITE, firstName: "", news: [{ kind, listing: JET }], unsubscribeUrl: "u" });
    expect(email("sold").subject).toBe("Sold: 2019 Cessna Citation CJ4");
    expect(email("pending").subject).toBe("Sale pending: 2019 Cessna Citation CJ4");
    expect(email("back-on-market").subject).toBe("Back on the market: 2019 Cessna Citation CJ4");
    expect(email("back-on-market").text).toContain("  Back on the market: for sale again.");
    expect(email("sold").text.startsWith("Hello,\n")).toBe(true);
    const drop = savedAircraftAlertEmail({ siteUrl: SITE, firstName: "Noor", news: [{ kind: "price-drop", oldPrice: 9_200_000, newPrice: 8_950_000, listing: JET }], unsubscribeUrl: "u" });
    expect(drop.subject).toBe("Price drop: 2019 Cessna Citation CJ4 is now $8,950,000");
    expect(drop.text).toContain("  Price reduced by $250,000: from $9,200,000 to $8,950,000.");
  });

  it("groups the news of several aircraft, each under its aircraft", () => {
    const { subject, text } = savedAircraftAlertEmail({
      siteUrl: SITE,
      firstName: "Noor",
      news: [
        { kind: "price-drop", oldPrice: 9_200_000, newPrice: 8_950_000, listing: JET },
        { kind: "sold", listing: PROP },
        { kind: "pending", listing: JET },
      ],
      unsubscribeUrl: `${SITE}/alerts/unsubscribe?token=t`,
    });
    expect(subject).toBe("News about 2 aircraft you saved");
    expect(text).toContain(
      [
        "2019 Cessna Citation CJ4",
        "  Price reduced by $250,000: from $9,200,000 to $8,950,000.",
        "  Marked sale pending by the seller.",
        "  $8,950,000 · 2019 · 1,250 hrs total time · Teterboro, NJ",
        `  ${SITE}/aircraft/12`,
        "",
        "2022 Pilatus PC-12 NGX",
        "  Marked sold by the seller.",
      ].join("\n"),
    );
    expect(text).toContain(`Stop emails about saved aircraft (no sign-in needed): ${SITE}/alerts/unsubscribe?token=t`);
  });
});

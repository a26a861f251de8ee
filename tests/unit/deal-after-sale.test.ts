/**
 * After the sale, as the state table rules it: each side reviews the other once, within
 * 14 days of the sold date; the sold price is public only when both sides agreed. And the
 * review form's schema, and how reviews are summed up where others see them.
 */
import { describe, expect, it } from "vitest";
import { priceAgreementRefusal, REVIEW_DAYS, reviewDeadline, reviewRefusal, soldPricePublic, type SoldFacts } from "~/domain/deals/deal-process";
import { reviewCountLabel, summarizeRatings } from "~/domain/deals/deal-reviews";
import { reviewSchema } from "~/domain/deals/deal-reviews-schema";

const soldAt = new Date("2026-12-01T15:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const sold = (overrides: Partial<SoldFacts> = {}): SoldFacts => ({ state: "sold", soldAt, reviewedBy: [], pricePublicBy: [], ...overrides });

describe("reviews after a sale", () => {
  it("close 14 days after the sold date", () => {
    expect(REVIEW_DAYS).toBe(14);
    expect(reviewDeadline(soldAt)).toEqual(new Date("2026-12-15T15:00:00Z"));
  });

  it("let each side review the other from the sale to the last moment of the 14th day", () => {
    for (const party of ["buyer", "seller"] as const) {
      expect(reviewRefusal(sold(), party, soldAt)).toBeNull();
      expect(reviewRefusal(sold(), party, new Date(soldAt.getTime() + 14 * DAY))).toBeNull();
    }
  });

  it("refuse a review after the 14 days, saying so", () => {
    expect(reviewRefusal(sold(), "buyer", new Date(soldAt.getTime() + 14 * DAY + 1))).toBe(
      "Reviews of a sale are written within 14 days of it: the time to review this one has ended.",
    );
  });

  it("take one review per side: the other side may still write theirs", () => {
    expect(reviewRefusal(sold({ reviewedBy: ["buyer"] }), "buyer", soldAt)).toBe("You have reviewed this sale already: a review cannot be changed once posted.");
    expect(reviewRefusal(sold({ reviewedBy: ["buyer"] }), "seller", soldAt)).toBeNull();
  });

  it("open only once the deal is sold", () => {
    for (const state of ["closing", "cancelled", "offer_open", "on_hold"] as const) {
      expect(reviewRefusal(sold({ state, soldAt: null }), "buyer", soldAt)).toBe("Reviews open once the sale is confirmed by both sides.");
    }
  });
});

describe("the sold price", () => {
  it("is public only when both sides agreed", () => {
    expect(soldPricePublic([])).toBe(false);
    expect(soldPricePublic(["buyer"])).toBe(false);
    expect(soldPricePublic(["seller"])).toBe(false);
    expect(soldPricePublic(["seller", "buyer"])).toBe(true);
  });

  it("may be agreed from closing on, once by each side", () => {
    expect(priceAgreementRefusal(sold({ state: "closing", soldAt: null }), "buyer")).toBeNull();
    expect(priceAgreementRefusal(sold(), "seller")).toBeNull();
    expect(priceAgreementRefusal(sold({ pricePublicBy: ["seller"] }), "seller")).toBe("You have agreed to publish the sold price already.");
    expect(priceAgreementRefusal(sold({ state: "acceptance", soldAt: null }), "buyer")).toBe("The sold price can be published from closing on.");
  });
});

describe("the review form", () => {
  const parse = (fields: Record<string, unknown>) => reviewSchema.safeParse({ step: "review", ...fields });
  const messages = (fields: Record<string, unknown>) => parse(fields).error?.issues.map((issue) => issue.message) ?? [];

  it("takes a rating from 1 to 5 and a short text", () => {
    expect(parse({ rating: "5", body: "  Kept every deadline; the logbooks were as described.  " }).data).toEqual({
      step: "review",
      rating: 5,
      body: "Kept every deadline; the logbooks were as described.",
    });
  });

  it("says why a rating or a text is refused", () => {
    expect(messages({ rating: "", body: "Smooth sale, fair seller." })).toEqual(["Please choose a rating from 1 to 5 stars"]);
    expect(messages({ rating: "6", body: "Smooth sale, fair seller." })).toEqual(["Please choose a rating from 1 to 5 stars"]);
    expect(messages({ rating: "4", body: "Good" })).toEqual(["Please write at least 10 characters: other buyers and sellers read it"]);
    expect(messages({ rating: "4", body: "x".repeat(1001) })).toEqual(["Please keep the review under 1,000 characters"]);
  });
});

describe("a person's reviews, summed up", () => {
  it("average to one decimal, and count in words", () => {
    expect(summarizeRatings([])).toEqual({ count: 0, average: null });
    expect(summarizeRatings([5, 4, 4])).toEqual({ count: 3, average: 4.3 });
    expect(reviewCountLabel(1)).toBe("1 review from a completed sale");
    expect(reviewCountLabel(3)).toBe("3 reviews from completed sales");
  });
});

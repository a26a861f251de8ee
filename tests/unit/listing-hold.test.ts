import { describe, expect, it } from "vitest";
import { PENDING_STATES } from "~/domain/deals/deal-process";
import { KEPT_STATUS_MESSAGES, statusKeptByDeals } from "~/domain/deals/listing-hold";

describe("the status a listing's deals keep", () => {
  it("is none without deals, or with only open offers and rounds that fell through", () => {
    expect(statusKeptByDeals([])).toBeNull();
    expect(statusKeptByDeals([{ state: "offer_open", heldState: null }, { state: "lapsed", heldState: null }, { state: "cancelled", heldState: null }])).toBeNull();
    expect(statusKeptByDeals([{ state: "on_hold", heldState: "offer_open" }])).toBeNull();
  });

  it("is Pending while a deal is anywhere from terms agreed to closing, held by an operator too", () => {
    for (const state of PENDING_STATES) expect(statusKeptByDeals([{ state, heldState: null }, { state: "expired", heldState: null }])).toBe("pending");
    expect(statusKeptByDeals([{ state: "on_hold", heldState: "closing" }])).toBe("pending");
  });

  it("is Sold once a deal sold the aircraft, and says why to the seller", () => {
    expect(statusKeptByDeals([{ state: "cancelled", heldState: null }, { state: "sold", heldState: null }])).toBe("sold");
    expect(KEPT_STATUS_MESSAGES.sold).toContain("sold through its deal room");
    expect(KEPT_STATUS_MESSAGES.pending).toContain("A deal holds this aircraft");
  });
});

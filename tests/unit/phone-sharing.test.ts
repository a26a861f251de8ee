import { describe, expect, it } from "vitest";
import { buyerPhoneShown } from "~/domain/deals/phone-sharing";

describe("the buyer's phone number", () => {
  it("is always its buyer's own to see", () => {
    expect(buyerPhoneShown("buyer", false)).toBe(true);
  });

  it("reaches the seller only once terms were agreed in the conversation", () => {
    expect(buyerPhoneShown("seller", false)).toBe(false);
    expect(buyerPhoneShown("seller", true)).toBe(true);
  });
});

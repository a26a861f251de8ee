import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, parseListingId, photoAudience, PUBLIC_STATUSES } from "~/domain/listings/listing";

describe("the id in /aircraft/{id}", () => {
  it.each([
    ["1", 1],
    ["66", 66],
    ["2147483647", 2_147_483_647],
  ])("reads %j as listing %d", (param, id) => {
    expect(parseListingId(param)).toBe(id);
  });

  it.each([undefined, "", "0", "-1", "01", "1.5", "1e3", "abc", "12abc", "2147483648", "99999999999"])(
    "finds no listing for %j",
    (param) => {
      expect(parseListingId(param)).toBeNull();
    },
  );
});

describe("photoAudience", () => {
  it("gives a public listing's photos to everyone and any other's to its seller alone", () => {
    expect(PUBLIC_STATUSES.map(photoAudience)).toEqual(["everyone", "everyone", "everyone"]);
    expect(LISTING_STATUSES.filter((status) => !(PUBLIC_STATUSES as readonly string[]).includes(status)).map(photoAudience)).toEqual(["seller", "seller", "seller"]);
    // An expired listing's page is gone for buyers (app/domain/listings/freshness.ts): its photos with it.
    expect(photoAudience("expired")).toBe("seller");
  });
});

import { describe, expect, it } from "vitest";
import { parseListingId } from "~/domain/listings/listing";

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

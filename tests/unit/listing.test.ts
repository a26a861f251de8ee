import { describe, expect, it } from "vitest";
import { type Listing, listingCard, parseListingId } from "~/domain/listing";

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

describe("a listing's card", () => {
  const listing: Listing = {
    id: 7,
    name: "2019 Pilatus PC-12 NGX",
    manufacturer: "Pilatus",
    model: "PC-12 NGX",
    year: 2019,
    category: "turboprop",
    price: 4_950_000,
    location: "Denver, CO",
    totalTimeHours: 1200,
    seats: 9,
    usefulLoadLbs: 3000,
    registration: "N712PC",
    serialNumber: "1901",
    description: "One owner, hangared.",
    features: ["Known ice"],
    specifications: { maxSpeedKts: 290, cruiseSpeedKts: 280, rangeNm: 1800, ceilingFt: 30_000, fuelCapacityGal: 402, baggageCuFt: 40 },
    availableInMonths: 0,
    image: "/aircraft/turboprop.svg",
    status: "active",
    isFeatured: false,
    views: 42,
    contact: { name: "A Seller", phone: "+1 555 0100", email: "seller@example.com", company: "Seller Aviation" },
    createdAt: new Date("2026-01-01T00:00:00Z"),
  };

  it("carries what a card shows and nothing of the seller's contact or the aircraft's details", () => {
    expect(listingCard(listing)).toEqual({
      id: 7,
      name: "2019 Pilatus PC-12 NGX",
      manufacturer: "Pilatus",
      model: "PC-12 NGX",
      year: 2019,
      category: "turboprop",
      price: 4_950_000,
      location: "Denver, CO",
      views: 42,
      image: "/aircraft/turboprop.svg",
    });
  });

  it("carries the description for the list layout, and the cover photo when there is one", () => {
    const cover = { src: "/media/photo-640.webp", srcSet: "/media/photo-640.webp 640w", width: 640, height: 480 };
    const card = listingCard({ ...listing, cover }, { withDescription: true });
    expect(card.description).toBe("One owner, hangared.");
    expect(card.cover).toEqual(cover);
  });
});

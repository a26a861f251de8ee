import { describe, expect, it } from "vitest";
import { airportLabel, boundingBox, distanceNm, formatDistance, parseRadius } from "~/domain/airports/near-airport";
import { parseAirportCode } from "~/domain/catalog/suggestions";
import { parseCatalogQuery, sortOptionsFor } from "~/domain/catalog/catalog";
import { catalogNotices } from "~/domain/catalog/catalog";
import { describeFacets, facetParams, withoutFacet } from "~/domain/catalog/facets";
import { findAirport, suggestAirports } from "~/server/airports/airports.server";

const KTEB = { latitude: 40.8501, longitude: -74.0608 };
const EGLL = { latitude: 51.4706, longitude: -0.461941 };

describe("airport codes", () => {
  it.each([
    ["KTEB", "KTEB"],
    [" kteb ", "KTEB"],
    ["teb", "TEB"],
    ["0J4", "0J4"],
    ["EGLL", "EGLL"],
    ["KTEBX", null],
    ["TE", null],
    ["K-TEB", null],
    ["", null],
  ])("%j reads as %j", (raw, code) => {
    expect(parseAirportCode(raw)).toBe(code);
  });

  it("finds an airport by its ICAO, IATA or FAA code, and none for an unknown one", () => {
    expect(findAirport("KTEB")?.name).toBe("Teterboro Airport");
    expect(findAirport("teb")?.ident).toBe("KTEB");
    expect(findAirport("LHR")?.ident).toBe("EGLL");
    expect(findAirport("ZZZZ")).toBeNull();
    expect(findAirport("not a code")).toBeNull();
  });

  it("suggests airports by code first, then by a word of their name or place", () => {
    expect(suggestAirports("KTE", 5).map((airport) => airport.ident)).toContain("KTEB");
    expect(suggestAirports("teterboro", 5).map((airport) => airport.ident)).toEqual(["KTEB"]);
    expect(suggestAirports("k", 5)).toEqual([]);
    expect(airportLabel(findAirport("KTEB")!)).toBe("KTEB (TEB), Teterboro Airport, Teterboro, NJ");
  });
});

describe("great-circle distance", () => {
  it("is zero from a place to itself and the same both ways", () => {
    expect(distanceNm(KTEB, KTEB)).toBe(0);
    expect(distanceNm(KTEB, EGLL)).toBeCloseTo(distanceNm(EGLL, KTEB), 9);
  });

  it.each([
    // A degree of latitude is 60 nm; a quarter of the way round the earth is 5,400 nm.
    [{ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }, 60.04],
    [{ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }, 5403.6],
    [{ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 }, 60.04],
    // Teterboro to Heathrow, about 3,000 nm.
    [KTEB, EGLL, 2995],
  ])("from %j to %j is about %d nm", (from, to, nm) => {
    expect(Math.abs(distanceNm(from, to) - nm)).toBeLessThan(nm * 0.002 + 0.05);
  });

  it("formats whole nautical miles", () => {
    expect(formatDistance(0.4)).toBe("0 nm");
    expect(formatDistance(1249.6)).toBe("1,250 nm");
  });
});

describe("the bounding box", () => {
  it("holds every place within the radius", () => {
    const box = boundingBox(KTEB, 250);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point about 249 nm away in each direction.
      const angle = 249 / 3440.065;
      const lat1 = (KTEB.latitude * Math.PI) / 180;
      const b = (bearing * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(b));
      const lon2 = (KTEB.longitude * Math.PI) / 180 + Math.atan2(Math.sin(b) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
      const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
      expect(distanceNm(KTEB, point)).toBeLessThan(250);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(box.longitudes.some(([west, east]) => point.longitude >= west && point.longitude <= east)).toBe(true);
    }
  });

  it("splits at the date line and takes every longitude near a pole", () => {
    expect(boundingBox({ latitude: -17.75, longitude: 179.9 }, 100).longitudes).toHaveLength(2);
    expect(boundingBox({ latitude: 88, longitude: 10 }, 250).longitudes).toEqual([[-180, 180]]);
  });
});

describe("near an airport in the catalogue's URL", () => {
  it("reads the airport and the radius, 250 nm when none is given", () => {
    expect(parseCatalogQuery(new URLSearchParams("near=kteb&radius=500")).facets).toMatchObject({ near: "KTEB", radiusNm: 500 });
    expect(parseCatalogQuery(new URLSearchParams("near=TEB")).facets).toMatchObject({ near: "TEB", radiusNm: 250 });
    expect(parseCatalogQuery(new URLSearchParams("radius=500")).facets).toMatchObject({ near: "", radiusNm: null });
    expect(parseRadius("1,000")).toBe(1000);
    expect(parseRadius("300")).toBeNull();
  });

  it("leaves out a malformed code or radius and says so", () => {
    expect(parseCatalogQuery(new URLSearchParams("near=New York")).facets.near).toBe("");
    expect(catalogNotices(new URLSearchParams("near=New York"))).toEqual(["“New York” is not an airport code such as KTEB, TEB or EGLL, so distance was left out."]);
    expect(catalogNotices(new URLSearchParams("near=KTEB&radius=abc"))).toEqual(["A radius of “abc” is not one offered, so 250 nm was used."]);
  });

  it("offers nearest first only near an airport, and describes and drops the airport with its radius", () => {
    expect(sortOptionsFor("", "").map((option) => option.value)).not.toContain("distance");
    expect(sortOptionsFor("", "KTEB").map((option) => option.value)).toContain("distance");
    expect(parseCatalogQuery(new URLSearchParams("sort=distance")).sort).toBe("newest");
    const facets = parseCatalogQuery(new URLSearchParams("near=KTEB&radius=1000&sort=distance")).facets;
    expect(facetParams(facets)).toEqual([["near", "KTEB"], ["radius", "1000"]]);
    expect(describeFacets(facets)).toEqual([{ key: "near", label: "within 1,000 nm of KTEB" }]);
    expect(withoutFacet(facets, "near")).toMatchObject({ near: "", radiusNm: null });
  });
});

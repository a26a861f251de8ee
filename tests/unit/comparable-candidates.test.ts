import { describe, expect, it } from "vitest";
import { comparableCandidates, pooledKeys, type PooledAircraft } from "~/domain/valuation/comparable-candidates";
import type { ValuedAircraft } from "~/domain/valuation/estimate";

let nextId = 1;
function listed(modelKey: string, overrides: Partial<ValuedAircraft> = {}): PooledAircraft {
  const id = nextId++;
  return {
    id,
    name: `Aircraft ${id}`,
    manufacturer: "Cessna",
    model: modelKey,
    category: "single-engine",
    year: 2015,
    price: 400_000,
    totalTimeHours: 1_000,
    cruiseSpeedKts: 140,
    engineHoursRemaining: null,
    engineCount: 0,
    sample: false,
    modelKey,
    ...overrides,
  };
}

const ids = (aircraft: readonly ValuedAircraft[]) => aircraft.map((one) => one.id).sort((a, b) => a - b);

describe("comparableCandidates", () => {
  const subject = listed("182T", { year: 2015, totalTimeHours: 1_000 });
  const keys = { family: ["182T", "182S"], group: ["206H"] };

  it("takes, as the comparables query does, the 8 nearest in year then total time of the family's names and 8 of the group's", () => {
    const family = Array.from({ length: 10 }, (_, n) => listed(n % 2 ? "182T" : "182S", { year: 2015 - (n % 4), totalTimeHours: 1_000 + 100 * n }));
    const group = Array.from({ length: 9 }, (_, n) => listed("206H", { year: 2016, totalTimeHours: 900 + n }));
    const picked = comparableCandidates(subject, keys, [subject, ...group, ...family]);
    const nearestFamily = [...family].sort((a, b) => Math.abs(a.year - 2015) - Math.abs(b.year - 2015) || a.totalTimeHours - b.totalTimeHours).slice(0, 8);
    // The group's are a year off, and 100 to 92 hours off in total time: the first is the farthest.
    expect(ids(picked)).toEqual(ids([...nearestFamily, ...group.slice(1)]));
    expect(picked.every((one) => !("modelKey" in one))).toBe(true);
  });

  it("leaves out itself, other categories, years past the window, other names, and sample listings for a real one", () => {
    const pool = [
      subject,
      listed("182T", { category: "multi-engine" }),
      listed("182T", { year: 2009 }),
      listed("182T", { sample: true }),
      listed("172S"),
    ];
    expect(comparableCandidates(subject, keys, pool)).toEqual([]);
    const kept = listed("182T", { year: 2010 });
    expect(ids(comparableCandidates(subject, keys, [...pool, kept]))).toEqual([kept.id]);
    expect(comparableCandidates({ ...subject, sample: true }, keys, pool)).toHaveLength(1);
  });

  it("looks for the empty model name too, as the query's lists of names hold it", () => {
    const nameless = listed("");
    expect(ids(comparableCandidates(subject, keys, [nameless]))).toEqual([nameless.id]);
    expect(pooledKeys(keys)).toEqual(["", "182T", "182S", "206H"]);
  });

  it("takes the aircraft sold at a published price within the year besides the 8 nearest for sale, as the query's sold branches do", () => {
    const now = new Date("2026-11-28T00:00:00Z");
    const forSale = Array.from({ length: 9 }, (_, n) => listed("182T", { totalTimeHours: 1_000 + n }));
    const soldLately = listed("182T", { totalTimeHours: 5_000, soldAt: new Date("2026-06-01T00:00:00Z") });
    const soldLongAgo = listed("182T", { soldAt: new Date("2025-11-01T00:00:00Z") });
    const picked = comparableCandidates(subject, keys, [...forSale, soldLately, soldLongAgo], now);
    expect(ids(picked)).toEqual(ids([...forSale.slice(0, 8), soldLately]));
  });
});

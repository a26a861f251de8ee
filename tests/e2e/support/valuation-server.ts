import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "~/server/db/client.server";
import { SEED_LISTINGS, type ListingSeed } from "~/server/db/seed-listings";
import { insertListings, seedDatabase } from "~/server/db/seed.server";
import { refreshSegmentErrors } from "~/server/valuation/segment-errors.server";
import { startBuiltServer } from "../../support/built-server";
import { test as base } from "./accounts";

/**
 * Five more Citation CJ4s, sample listings of the same seller as listing 1 (a 2023 CJ4
 * Gen2 at $10,950,000): the sample inventory has one aircraft of each family, so none
 * has an estimate; these give listing 1 five comparables of its family, and the family a
 * measured error.
 */
const CJ4 = SEED_LISTINGS.find((seed) => seed.id === 1)!;
export const CJ4_FIXTURES: ListingSeed[] = [
  { year: 2021, price: 9_900_000, totalTimeHours: 820 },
  { year: 2022, price: 10_400_000, totalTimeHours: 560 },
  { year: 2022, price: 10_700_000, totalTimeHours: 430 },
  { year: 2024, price: 11_500_000, totalTimeHours: 90 },
  { year: 2020, price: 9_400_000, totalTimeHours: 1_150 },
].map((aircraft, index) => ({
  ...CJ4,
  ...aircraft,
  id: 9_001 + index,
  name: `${aircraft.year} Cessna Citation CJ4`,
  model: "Citation CJ4",
  registration: `N${41 + index}CJ`,
  serialNumber: `525C-0${300 + index}`,
  isFeatured: false,
  daysSinceListed: 10 + index,
}));

/**
 * A server of its own for the valuation journeys: the sample inventory and the CJ4s,
 * written to its data directory before it starts, as a deployment's database would
 * hold them, with the estimate's error measured on them.
 */
export const test = base.extend<object, { valuationServer: { baseUrl: string } }>({
  valuationServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-valuation-"));
      const connection = await openPglite(path.join(dataDir, "pglite"));
      try {
        await seedDatabase(connection.db);
        await insertListings(connection.db, CJ4_FIXTURES);
        // As a deployment's seed would: the server measures in the background as it starts, and a journey must not race it.
        await refreshSegmentErrors(connection.db, { intervalMs: 0 });
      } finally {
        await connection.close();
      }
      const server = await startBuiltServer({ dataDir, env: ({ port }) => ({ TRUST_PROXY: "loopback", SITE_URL: `http://localhost:${port}` }) }, 120_000);
      await provide({ baseUrl: `http://localhost:${server.port}` });
      await server.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ valuationServer }, provide) => provide(valuationServer.baseUrl),
});

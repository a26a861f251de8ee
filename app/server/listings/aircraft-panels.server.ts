/**
 * The aircraft page's panels that are the same for every visitor (its photos, price
 * changes and estimate), read once per listing per inventory version in this process: every table they read bumps the version
 * (decision 022), so a page given out again, its `.data`, a variant the page cache keys
 * apart (a photo chosen, the calculators' figures) or a signed-in visitor's page reuses
 * them until the inventory changes. The visitor's own (saved, documents) are read per request,
 * and the sample flag, verified seller and registry match come with the listing's own read
 * (aircraft-page-read.server.ts).
 */
import type { RouterContextProvider } from "react-router";
import type { Listing } from "~/domain/listings/listing";
import type { ValueEstimate } from "~/domain/valuation/estimate-rules";
import type { Database } from "../db/database";
import { timed } from "../platform/server-timing.server";
import { valueEstimateOf } from "../valuation/comparables-index.server";
import { perInventoryVersion } from "./inventory-version.server";
import { listingPhotosOf } from "./listing-photos.server";
import { priceHistoryOf } from "./price-history.server";

export type AircraftPanels = {
  photos: Awaited<ReturnType<typeof listingPhotosOf>>;
  priceChanges: Awaited<ReturnType<typeof priceHistoryOf>>;
  estimate: ValueEstimate | null;
};

// A few KB each: a bound on what a crawl of every aircraft keeps between inventory changes.
const MAX_REMEMBERED = 2_000;
const remembered = perInventoryVersion(() => new Map<number, Promise<AircraftPanels>>());

/** The listing's visitor-independent panels, each timed on the page's Server-Timing when read. */
export async function aircraftPanels(db: Database, listing: Listing, sample: boolean, context: Readonly<RouterContextProvider>): Promise<AircraftPanels> {
  const held = await remembered.current(db);
  const known = held?.get(listing.id);
  if (known) return timed(context, "panels-reused", known);
  const reading = readPanels(db, listing, sample, context);
  if (held) {
    if (held.size >= MAX_REMEMBERED) held.clear();
    held.set(listing.id, reading);
    // A failed read is not kept: the next visitor reads again.
    reading.catch(() => held.get(listing.id) === reading && held.delete(listing.id));
  }
  return reading;
}

async function readPanels(db: Database, listing: Listing, sample: boolean, context: Readonly<RouterContextProvider>): Promise<AircraftPanels> {
  const [photos, priceChanges, estimate] = await Promise.all([
    timed(context, "photos", listingPhotosOf(db, listing.id)),
    timed(context, "panel-price-history", priceHistoryOf(db, listing.id)),
    timed(context, "panel-estimate", valueEstimateOf(db, listing, sample)),
  ]);
  return { photos, priceChanges, estimate };
}

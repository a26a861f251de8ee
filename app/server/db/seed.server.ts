import { sql } from "drizzle-orm";
import { categoryIllustration } from "~/domain/categories";
import type { Database } from "./client.server";
import { appMeta, listings } from "./schema";
import { type ListingSeed, SEED_LISTINGS } from "./seed-listings";

const SEED_KEY = "seed:listings";
const DAY_MS = 86_400_000;

export type ListingRow = typeof listings.$inferInsert;

export function listingSeedToRow(seed: ListingSeed, now = Date.now()): ListingRow {
  const createdAt = new Date(now - seed.daysSinceListed * DAY_MS);
  return {
    id: seed.id,
    name: seed.name,
    manufacturer: seed.manufacturer,
    model: seed.model,
    year: seed.year,
    category: seed.category,
    price: seed.price,
    location: seed.location,
    totalTimeHours: seed.totalTimeHours,
    ...seed.specifications,
    seats: seed.seats,
    usefulLoadLbs: seed.usefulLoadLbs,
    registration: seed.registration,
    serialNumber: seed.serialNumber,
    description: seed.description,
    features: seed.features,
    images: [categoryIllustration(seed.category)],
    availableInMonths: seed.availableInMonths,
    status: seed.status,
    isFeatured: seed.isFeatured,
    views: seed.views,
    contactName: seed.contact.name,
    contactPhone: seed.contact.phone,
    contactEmail: seed.contact.email,
    contactCompany: seed.contact.company,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Inserts listings with their own ids, then moves the id sequence past them. */
export async function insertListings(db: Database, seeds: ListingSeed[]): Promise<void> {
  const now = Date.now();
  const batchSize = 500;
  for (let start = 0; start < seeds.length; start += batchSize) {
    const rows = seeds.slice(start, start + batchSize).map((seed) => listingSeedToRow(seed, now));
    await db.insert(listings).values(rows).onConflictDoNothing();
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('listings', 'id'), (SELECT coalesce(max(id), 1) FROM listings))`);
}

/**
 * Writes the marketplace's sample inventory once, on the first start. A marker
 * row records that it ran, so a listing a seller later removes stays removed.
 */
export async function seedDatabase(db: Database): Promise<void> {
  const marker = await db.select({ key: appMeta.key }).from(appMeta).where(sql`${appMeta.key} = ${SEED_KEY}`);
  if (marker.length > 0) return;
  await insertListings(db, SEED_LISTINGS);
  await db.insert(appMeta).values({ key: SEED_KEY, value: { count: SEED_LISTINGS.length } }).onConflictDoNothing();
}

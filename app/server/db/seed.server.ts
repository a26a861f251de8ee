import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { SellerContact } from "~/domain/listings/listing";
import type { Database } from "./database";
import { appMeta, listings, profiles } from "./schema";
import { SAMPLE_VIEWS_STATEMENTS } from "./sample-views";
import { sampleBase } from "./sample-airports";
import { sampleAviationFacts } from "./sample-aviation";
import { type ListingSeed, SEED_LISTINGS } from "./seed-listings";

const SEED_KEY = "seed:listings";
const DAY_MS = 86_400_000;

export type ListingRow = typeof listings.$inferInsert;

/** The same made-up profile id for a sample seller's email on every database, so re-seeding finds it. */
export function sampleSellerId(email: string): string {
  const hex = createHash("sha256").update(`aeromarket:sample-seller:${email.trim().toLowerCase()}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function sampleSellerProfile(contact: SellerContact): typeof profiles.$inferInsert {
  const [firstName = contact.name, ...rest] = contact.name.split(" ");
  return {
    id: sampleSellerId(contact.email),
    email: contact.email,
    firstName,
    lastName: rest.join(" "),
    userType: "seller",
    company: contact.company,
    phone: contact.phone,
    isSample: true,
  };
}

export function listingSeedToRow(seed: ListingSeed, now = Date.now()): ListingRow {
  const createdAt = new Date(now - seed.daysSinceListed * DAY_MS);
  return {
    id: seed.id,
    sellerId: sampleSellerId(seed.contact.email),
    name: seed.name,
    manufacturer: seed.manufacturer,
    model: seed.model,
    year: seed.year,
    category: seed.category,
    price: seed.price,
    location: seed.location,
    ...sampleBase(seed.location),
    totalTimeHours: seed.totalTimeHours,
    ...seed.specifications,
    seats: seed.seats,
    usefulLoadLbs: seed.usefulLoadLbs,
    registration: seed.registration,
    serialNumber: seed.serialNumber,
    description: seed.description,
    features: seed.features,
    aviation: sampleAviationFacts(seed),
    availableInMonths: seed.availableInMonths,
    status: seed.status,
    isFeatured: seed.isFeatured,
    views: seed.views ?? 0,
    contactName: seed.contact.name,
    contactPhone: seed.contact.phone,
    contactEmail: seed.contact.email,
    contactCompany: seed.contact.company,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Inserts listings with their own ids, each owned by the sample seller of its contact
 * email, then moves the id sequence past them.
 */
export async function insertListings(db: Database, seeds: ListingSeed[], stopping: () => boolean = () => false): Promise<void> {
  const sellers = new Map(seeds.map((seed) => [seed.contact.email.toLowerCase(), seed.contact]));
  if (sellers.size > 0) await db.insert(profiles).values([...sellers.values()].map(sampleSellerProfile)).onConflictDoNothing();
  const now = Date.now();
  const batchSize = 500;
  for (let start = 0; start < seeds.length; start += batchSize) {
    if (stopping()) return;
    const rows = seeds.slice(start, start + batchSize).map((seed) => listingSeedToRow(seed, now));
    await db.insert(listings).values(rows).onConflictDoNothing();
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('listings', 'id'), (SELECT coalesce(max(id), 1) FROM listings))`);
}

/**
 * Writes the marketplace's sample inventory once, on the first start. A marker
 * row records that it ran, so a listing a seller later removes stays removed. Asked to
 * stop (a SIGTERM during the first start), it stops between batches without the marker,
 * and the next start writes the rest.
 */
export async function seedDatabase(db: Database, stopping: () => boolean = () => false): Promise<void> {
  const marker = await db.select({ key: appMeta.key }).from(appMeta).where(sql`${appMeta.key} = ${SEED_KEY}`);
  if (marker.length > 0) return;
  await insertListings(db, SEED_LISTINGS, stopping);
  if (stopping()) return;
  for (const statement of SAMPLE_VIEWS_STATEMENTS) await db.execute(statement);
  await db.insert(appMeta).values({ key: SEED_KEY, value: { count: SEED_LISTINGS.length } }).onConflictDoNothing();
  // Statistics for every table, as a new database has none: PGlite runs no autovacuum, and
  // Postgres's leaves a table of fewer than 50 changed rows unanalysed. Without them the
  // planner misjudged `profiles` (bench:plans, 10k listings: a category page in 23.6 ms, 0.2 ms with them).
  await db.execute(sql`ANALYZE`);
}

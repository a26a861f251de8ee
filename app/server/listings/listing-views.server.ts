/**
 * Listing views, counted off the request path. A detail page only notes its view here;
 * the views noted within FLUSH_DELAY_MS are then written in one transaction, as background work
 * (the shutdown path has them written at once and waits for them before it closes the
 * database). A view from an address already noted for the same listing in that batch is
 * dropped on the spot: it could not count anyway, at most once per address per listing
 * per day (the batch's write decides that against the database, for every process).
 */
import { asc, inArray, sql } from "drizzle-orm";
import { LISTING_VIEW_LIMIT, listingViewRule } from "~/domain/visitor-limits";
import { runInBackground } from "../platform/background-work.server";
import { countRateLimitHits, pruneRateLimitsNowAndThen } from "../platform/rate-limit.server";
import { database } from "../db/client.server";
import type { Database } from "../db/database";
import { listings, listingViewsDaily } from "../db/schema";

export const FLUSH_DELAY_MS = 1_000;

type NotedView = { listingId: number; clientAddress: string; at: Date };

let batch: { views: Map<string, NotedView>; writeNow: () => void } | null = null;

/** Notes a buyer's view of the listing; it is counted within about a second. */
export function noteListingView(db: Database, listingId: number, clientAddress: string, now = new Date()): void {
  if (!batch) {
    let writeNow = () => {};
    const due = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FLUSH_DELAY_MS);
      writeNow = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const current = { views: new Map<string, NotedView>(), writeNow };
    batch = current;
    runInBackground("Counting listing views", async () => {
      await due;
      if (batch === current) batch = null;
      await recordListingViews(db, [...current.views.values()]);
    });
  }
  const key = `${listingId} ${clientAddress}`;
  if (!batch.views.has(key)) batch.views.set(key, { listingId, clientAddress, at: now });
}

const AIRCRAFT_PAGE = /^\/aircraft\/(\d+)(?:\.data)?$/;

/**
 * A person given an aircraft page from the page cache (server/page-cache.js) viewed it all
 * the same: the page was kept only while its listing was public, as its loader found it.
 */
export function noteViewOfReusedPage(path: string, clientAddress: string): void {
  const id = AIRCRAFT_PAGE.exec(path)?.[1];
  if (id === undefined) return;
  database().then(
    (db) => noteListingView(db, Number(id), clientAddress),
    (error: unknown) => console.error(`A view of ${path} was not counted: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/** Writes the views noted so far without waiting out the second (the shutdown path, before it closes the database). */
export function writeNotedViewsNow(): void {
  batch?.writeNow();
}

/**
 * The batch's views in one transaction of three statements, whatever their number (a
 * statement's fixed cost was most of a view's on PGlite, whose one thread also answers pages):
 * the address counters (countRateLimitHits), then the listings counted locked in id order, so
 * that processes writing batches at once take the rows' locks in one order, then the listings'
 * and their days' counts.
 */
async function recordListingViews(db: Database, views: NotedView[], now = new Date()): Promise<void> {
  // One counter per rule: two addresses the limit reads as one are one view (the other could not count).
  const byRule = new Map<string, NotedView>();
  for (const view of views) {
    const { key } = listingViewRule(view.listingId, view.clientAddress);
    if (!byRule.has(key)) byRule.set(key, view);
  }
  if (byRule.size === 0) return;
  await db.transaction(async (tx) => {
    const counters = await countRateLimitHits(tx, [...byRule].map(([key, view]) => ({ key, at: view.at })), LISTING_VIEW_LIMIT.windowSeconds);
    const counted = new Map<number, number>();
    for (const [key, view] of byRule) {
      if ((counters.get(key) ?? Number.POSITIVE_INFINITY) <= LISTING_VIEW_LIMIT.limit) counted.set(view.listingId, (counted.get(view.listingId) ?? 0) + 1);
    }
    if (counted.size === 0) return;
    const ids = [...counted.keys()].sort((a, b) => a - b);
    await tx.select({ id: listings.id }).from(listings).where(inArray(listings.id, ids)).orderBy(asc(listings.id)).for("update");
    const added = sql.join(
      ids.map((id) => sql`(${id}::int, ${counted.get(id)}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      WITH counted (listing_id, views) AS (VALUES ${added}),
      updated AS (
        UPDATE ${listings} SET views = ${listings}.views + counted.views FROM counted WHERE ${listings}.id = counted.listing_id RETURNING ${listings}.id, counted.views
      )
      INSERT INTO ${listingViewsDaily} (listing_id, day, views) SELECT id, (now() AT TIME ZONE 'utc')::date, views FROM updated
      ON CONFLICT (listing_id, day) DO UPDATE SET views = ${listingViewsDaily}.views + excluded.views
    `);
  });
  await pruneRateLimitsNowAndThen(db, now);
}

/**
 * Counts one view on the listing and on its day, for the seller's analytics, at most once
 * per client address per listing per day (the day the UTC one, as the analytics read it),
 * as a batch of one: for tests and tools that count a view at a given time at once.
 */
export async function recordListingView(db: Database, id: number, clientAddress: string, now = new Date()): Promise<void> {
  await recordListingViews(db, [{ listingId: id, clientAddress, at: now }], now);
}

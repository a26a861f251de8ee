/**
 * Listing views, counted off the request path. A detail page only notes its view here;
 * the views noted within FLUSH_DELAY_MS are then written in one transaction, as background work
 * (the shutdown path has them written at once and waits for them before it closes the
 * database). A view from an address already noted for the same listing in that batch is
 * dropped on the spot: it could not count anyway, at most once per address per listing
 * per day (recordListingView still decides that against the database, for every process).
 */
import { and, eq, sql } from "drizzle-orm";
import { listingViewRule } from "~/domain/visitor-limits";
import { runInBackground } from "../platform/background-work.server";
import { pruneRateLimitsNowAndThen, rateLimitHit } from "../platform/rate-limit.server";
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
 * The batch's views in one transaction (one commit rather than one a view: on PGlite each
 * commit is work on the one thread that also answers pages), in the order of listing and
 * address, so that processes writing batches at once take the rows' locks in one order.
 */
async function recordListingViews(db: Database, views: NotedView[]): Promise<void> {
  views.sort((a, b) => a.listingId - b.listingId || (a.clientAddress < b.clientAddress ? -1 : a.clientAddress > b.clientAddress ? 1 : 0));
  await db.transaction(async (tx) => {
    for (const view of views) await recordListingView(tx, view.listingId, view.clientAddress, view.at);
  });
}

/**
 * Counts a view on the listing and on its day, for the seller's analytics, at
 * most once per client address per listing per day. The day is the UTC one, as
 * the analytics read it, whatever the database's time zone. One statement: the
 * address's counter, and the two counts only when the counter allows it.
 */
export async function recordListingView(db: Database, id: number, clientAddress: string, now = new Date()): Promise<void> {
  const rule = listingViewRule(id, clientAddress);
  const hit = db.$with("hit").as(rateLimitHit(db, rule, now));
  const counted = db.$with("counted").as(
    db
      .update(listings)
      .set({ views: sql`${listings.views} + 1` })
      .where(and(eq(listings.id, id), sql`exists (select 1 from ${hit} where ${hit.hits} <= ${rule.limit})`))
      .returning({ id: listings.id }),
  );
  await db
    .with(hit, counted)
    .insert(listingViewsDaily)
    .select(db.select({ listingId: counted.id, day: sql<string>`(now() at time zone 'utc')::date`.as("day"), views: sql<number>`1`.as("views") }).from(counted))
    .onConflictDoUpdate({
      target: [listingViewsDaily.listingId, listingViewsDaily.day],
      set: { views: sql`${listingViewsDaily.views} + 1` },
    });
  await pruneRateLimitsNowAndThen(db, now);
}

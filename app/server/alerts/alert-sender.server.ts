/**
 * The alert sender: a round runs on a timer in each app process (alert-schedule.server.ts),
 * and only the one that holds the `alerts` lease (job-lease.server.ts) sends. Each round it emails every saved search that has
 * listings waiting and is due (instant, or its daily or weekly digest), one email per
 * search, and each buyer's news about their saved aircraft, one email per buyer.
 *
 * At most once: rows are marked sent in the database before their email goes out, so a
 * restart or a second process never sends them again; a failed send puts them back for
 * the next round. Failures are logged on one line and never end the process.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, exists, inArray, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { type AircraftNewsItem, type AlertListing, savedAircraftAlertEmail, savedSearchAlertEmail } from "~/domain/alerts/alert-emails";
import { PUBLIC_STATUSES } from "~/domain/listings/listing";
import { DIGEST_INTERVAL_MS, savedSearchHref } from "~/domain/alerts/saved-search";
import { unsubscribeUrl } from "./alert-unsubscribe.server";
import type { Database } from "../db/database";
import { listings, profiles, savedAircraftAlerts, savedSearches, savedSearchMatches } from "../db/schema";
import { holdJobLease, releaseJobLease } from "../platform/job-lease.server";
import type { Mailer } from "../platform/mail.server";
import { criteriaOf } from "./saved-searches.server";

const LEASE_JOB = "alerts";
/** The lease outlives a few missed rounds, so a process that died hands over soon, and a slow round keeps it. */
const LEASE_ROUNDS = 3;
/** Emails per round at most, so a round stays short; the rest go out in the next. */
const BATCH = 200;

export type AlertSenderOptions = {
  mailer: Mailer;
  siteUrl: string;
  /** The session secrets: the first signs the unsubscribe links. */
  secrets: readonly string[];
  intervalMs: number;
  /** This sender's name in the lease; a new one per process by default. */
  holder?: string;
};

export type RoundResult = { leased: boolean; emails: number };

export type AlertSender = {
  /** One round now: take or renew the lease, and with it send what is due; an aborted signal ends it between two emails. */
  runRound(db: Database, signal?: AbortSignal): Promise<RoundResult>;
  /** Lets go of the lease, so another process can take it at once. */
  release(db: Database): Promise<void>;
};

export function createAlertSender(options: AlertSenderOptions): AlertSender {
  const holder = options.holder ?? randomUUID();
  const leaseMs = options.intervalMs * LEASE_ROUNDS;

  const holdLease = (db: Database) => holdJobLease(db, LEASE_JOB, holder, leaseMs);

  async function runRound(db: Database, signal?: AbortSignal): Promise<RoundResult> {
    if (!(await holdLease(db))) return { leased: false, emails: 0 };
    await skipWhatIsNotWanted(db);
    let emails = 0;
    // Before each email: a stopping process ends the round, and the lease is renewed, so a long round never outlives it.
    const interruption = async (): Promise<RoundResult | null> => {
      if (signal?.aborted) return { leased: true, emails };
      return (await holdLease(db)) ? null : { leased: false, emails };
    };
    for (const search of await dueSearches(db)) {
      const interrupted = await interruption();
      if (interrupted) return interrupted;
      if (await sendSearchAlert(db, search, options)) emails++;
    }
    for (const buyer of await buyersWithAircraftNews(db)) {
      const interrupted = await interruption();
      if (interrupted) return interrupted;
      if (await sendAircraftAlert(db, buyer, options)) emails++;
    }
    return { leased: true, emails };
  }

  const release = (db: Database) => releaseJobLease(db, LEASE_JOB, holder);

  return { runRound, release };
}

/** Matches of searches whose alerts are off (one by one, or all in /settings), and news for buyers who turned saved-aircraft emails off, are never sent. */
async function skipWhatIsNotWanted(db: Database): Promise<void> {
  await db
    .update(savedSearchMatches)
    .set({ alertState: "skipped" })
    .where(
      and(
        eq(savedSearchMatches.alertState, "pending"),
        inArray(
          savedSearchMatches.savedSearchId,
          db
            .select({ id: savedSearches.id })
            .from(savedSearches)
            .innerJoin(profiles, eq(profiles.id, savedSearches.buyerId))
            .where(or(eq(savedSearches.frequency, "off"), eq(profiles.searchAlerts, false))),
        ),
      ),
    );
  await db
    .update(savedAircraftAlerts)
    .set({ alertState: "skipped" })
    .where(
      and(
        eq(savedAircraftAlerts.alertState, "pending"),
        or(
          notInArray(savedAircraftAlerts.buyerId, db.select({ id: profiles.id }).from(profiles).where(eq(profiles.aircraftAlerts, true))),
          notInArray(savedAircraftAlerts.listingId, db.select({ id: listings.id }).from(listings).where(inArray(listings.status, [...PUBLIC_STATUSES]))),
        ),
      ),
    );
}

const waitingMatch = (db: Database) =>
  db
    .select({ one: sql`1` })
    .from(savedSearchMatches)
    .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearches.id), eq(savedSearchMatches.alertState, "pending"), eq(listings.status, "active")));

const ago = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`;

/** Searches with listings waiting (still active) whose alert is due. */
async function dueSearches(db: Database) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      kind: savedSearches.kind,
      q: savedSearches.q,
      category: savedSearches.category,
      price: savedSearches.price,
      sort: savedSearches.sort,
      facets: savedSearches.facets,
      requirements: savedSearches.requirements,
      frequency: savedSearches.frequency,
      lastAlertedAt: savedSearches.lastAlertedAt,
      email: profiles.email,
      firstName: profiles.firstName,
    })
    .from(savedSearches)
    .innerJoin(profiles, eq(profiles.id, savedSearches.buyerId))
    .where(
      and(
        ne(savedSearches.frequency, "off"),
        eq(profiles.searchAlerts, true),
        or(
          eq(savedSearches.frequency, "instant"),
          isNull(savedSearches.lastAlertedAt),
          and(eq(savedSearches.frequency, "daily"), lte(savedSearches.lastAlertedAt, ago(DIGEST_INTERVAL_MS.daily))),
          and(eq(savedSearches.frequency, "weekly"), lte(savedSearches.lastAlertedAt, ago(DIGEST_INTERVAL_MS.weekly))),
        ),
        exists(waitingMatch(db)),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(BATCH);
}

type DueSearch = Awaited<ReturnType<typeof dueSearches>>[number];

const ALERT_LISTING_COLUMNS = {
  id: listings.id,
  name: listings.name,
  year: listings.year,
  price: listings.price,
  location: listings.location,
  totalTimeHours: listings.totalTimeHours,
};

async function sendSearchAlert(db: Database, search: DueSearch, options: AlertSenderOptions): Promise<boolean> {
  const claim = await db.transaction(async (tx) => {
    // Read again under a lock: the buyer may have turned the alerts off since. "No key":
    // a seller's transaction recording matches for this search need not wait for it.
    const [current] = await tx.select({ frequency: savedSearches.frequency }).from(savedSearches).where(eq(savedSearches.id, search.id)).for("no key update");
    if (!current || current.frequency === "off") return null;
    const rows = await tx
      .update(savedSearchMatches)
      .set({ alertState: "sent", alertedAt: sql`now()` })
      .where(
        and(
          eq(savedSearchMatches.savedSearchId, search.id),
          eq(savedSearchMatches.alertState, "pending"),
          inArray(savedSearchMatches.listingId, tx.select({ id: listings.id }).from(listings).where(eq(listings.status, "active"))),
        ),
      )
      .returning({ listingId: savedSearchMatches.listingId });
    if (rows.length === 0) return null;
    await tx.update(savedSearches).set({ lastAlertedAt: sql`now()` }).where(eq(savedSearches.id, search.id));
    return { frequency: current.frequency, listingIds: rows.map((row) => row.listingId) };
  });
  // Another sender claimed them first, or their listings changed since.
  if (!claim) return false;
  const claimed = claim.listingIds;
  try {
    const found: AlertListing[] = await db
      .select(ALERT_LISTING_COLUMNS)
      .from(listings)
      .where(inArray(listings.id, claimed))
      .orderBy(sql`${listings.createdAt} desc`, sql`${listings.id} desc`);
    const criteria = criteriaOf(search);
    const url = unsubscribeUrl(options.siteUrl, { kind: "saved-search", savedSearchId: search.id }, options.secrets);
    const email = savedSearchAlertEmail({
      siteUrl: options.siteUrl,
      firstName: search.firstName,
      searchName: search.name,
      frequency: claim.frequency,
      listings: found,
      searchPath: savedSearchHref(criteria),
      unsubscribeUrl: url,
    });
    await options.mailer.send({ to: search.email, ...email, headers: unsubscribeHeaders(url) });
    return true;
  } catch (error) {
    logFailure(`the alert of saved search ${search.id}`, error);
    await db
      .transaction(async (tx) => {
        await tx
          .update(savedSearchMatches)
          .set({ alertState: "pending", alertedAt: null })
          .where(and(eq(savedSearchMatches.savedSearchId, search.id), inArray(savedSearchMatches.listingId, claimed)));
        await tx.update(savedSearches).set({ lastAlertedAt: search.lastAlertedAt }).where(eq(savedSearches.id, search.id));
      })
      .catch((putBack: unknown) => logFailure(`putting back the alert of saved search ${search.id}`, putBack, "it stays marked sent, never to be sent twice"));
    return false;
  }
}

/** Buyers with news about their saved aircraft waiting. */
async function buyersWithAircraftNews(db: Database) {
  return db
    .selectDistinct({ id: profiles.id, email: profiles.email, firstName: profiles.firstName })
    .from(savedAircraftAlerts)
    .innerJoin(profiles, eq(profiles.id, savedAircraftAlerts.buyerId))
    .where(and(eq(savedAircraftAlerts.alertState, "pending"), eq(profiles.aircraftAlerts, true)))
    .orderBy(asc(profiles.id))
    .limit(BATCH);
}

type Buyer = Awaited<ReturnType<typeof buyersWithAircraftNews>>[number];

async function sendAircraftAlert(db: Database, buyer: Buyer, options: AlertSenderOptions): Promise<boolean> {
  const claimed = await db
    .update(savedAircraftAlerts)
    .set({ alertState: "sent", alertedAt: sql`now()` })
    .where(and(eq(savedAircraftAlerts.buyerId, buyer.id), eq(savedAircraftAlerts.alertState, "pending")))
    .returning({
      id: savedAircraftAlerts.id,
      listingId: savedAircraftAlerts.listingId,
      kind: savedAircraftAlerts.kind,
      oldPrice: savedAircraftAlerts.oldPrice,
      newPrice: savedAircraftAlerts.newPrice,
    });
  if (claimed.length === 0) return false;
  try {
    const found = await db
      .select(ALERT_LISTING_COLUMNS)
      .from(listings)
      .where(inArray(listings.id, [...new Set(claimed.map((row) => row.listingId))]));
    const byId = new Map(found.map((listing) => [listing.id, listing]));
    const news: AircraftNewsItem[] = [];
    for (const row of claimed.toSorted((a, b) => a.id - b.id)) {
      const listing = byId.get(row.listingId);
      if (!listing) continue;
      if (row.kind === "price-drop" && row.oldPrice !== null && row.newPrice !== null) {
        news.push({ kind: "price-drop", oldPrice: row.oldPrice, newPrice: row.newPrice, listing });
      } else if (row.kind !== "price-drop") {
        news.push({ kind: row.kind, listing });
      }
    }
    if (news.length === 0) return false;
    const url = unsubscribeUrl(options.siteUrl, { kind: "saved-aircraft", buyerId: buyer.id }, options.secrets);
    const email = savedAircraftAlertEmail({ siteUrl: options.siteUrl, firstName: buyer.firstName, news, unsubscribeUrl: url });
    await options.mailer.send({ to: buyer.email, ...email, headers: unsubscribeHeaders(url) });
    return true;
  } catch (error) {
    logFailure(`the saved-aircraft alert of buyer ${buyer.id}`, error);
    await db
      .update(savedAircraftAlerts)
      .set({ alertState: "pending", alertedAt: null })
      .where(
        inArray(
          savedAircraftAlerts.id,
          claimed.map((row) => row.id),
        ),
      )
      .catch((putBack: unknown) => logFailure(`putting back the saved-aircraft alert of buyer ${buyer.id}`, putBack, "it stays marked sent, never to be sent twice"));
    return false;
  }
}

/** RFC 8058: mail clients offer an unsubscribe button that POSTs to the link. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** One line: the first line of the deepest cause (Drizzle wraps the driver's error). */
export function logFailure(what: string, error: unknown, then = "the next round tries again"): void {
  let deepest = error;
  while (deepest instanceof Error && deepest.cause !== undefined) deepest = deepest.cause;
  const message = deepest instanceof Error ? deepest.message.split("\n")[0] || deepest.name : String(deepest);
  console.error(`Alerts: ${what} failed (${message}); ${then}.`);
}

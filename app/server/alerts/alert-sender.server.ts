/**
 * The alert sender: a round runs on a timer in each app process (alert-schedule.server.ts),
 * and only the one that holds the `alerts` lease (job-lease.server.ts) sends. Each round it emails every saved search that has
 * listings waiting and is due (instant, or its daily or weekly digest), one email per
 * search, and each buyer's news about their saved aircraft, one email per buyer. Then
 * it keeps listings fresh: expires those whose sellers did not answer, and asks sellers
 * about their stale ones, one email per seller (listings/listing-freshness.server.ts).
 * Last, the searches past their 90 days are forgotten (listings/search-log.server.ts), and the
 * planner's statistics refreshed when the inventory changed (platform/planner-statistics.server.ts).
 *
 * At most once: rows are marked sent in the database before their email goes out, so a
 * restart or a second process never sends them again; a failed send puts them back for
 * the next round. Failures are logged on one line and never end the process.
 * The emails themselves: saved-search-alert-emails.server.ts and saved-aircraft-alert-emails.server.ts.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, notInArray, or } from "drizzle-orm";
import { PUBLIC_STATUSES } from "~/domain/listings/listing";
import type { Database } from "../db/database";
import { listings, profiles, savedAircraftAlerts, savedSearches, savedSearchMatches } from "../db/schema";
import { expireUnansweredListings, sellersWithStaleListings, sendFreshnessReminder } from "../listings/listing-freshness.server";
import { holdJobLease, releaseJobLease } from "../platform/job-lease.server";
import { refreshPlannerStatistics } from "../platform/planner-statistics.server";
import { pruneSearchLog } from "../listings/search-log.server";
import { refreshSegmentErrors } from "../valuation/segment-errors.server";
import type { AlertMail } from "./alert-delivery.server";
import { buyersWithAircraftNews, sendAircraftAlert } from "./saved-aircraft-alert-emails.server";
import { dueSearches, sendSearchAlert } from "./saved-search-alert-emails.server";

const LEASE_JOB = "alerts";
/** The lease outlives a few missed rounds, so a process that died hands over soon, and a slow round keeps it. */
const LEASE_ROUNDS = 3;

export type AlertSenderOptions = AlertMail & {
  intervalMs: number;
  /** This sender's name in the lease; a new one per process by default. */
  holder?: string;
  /**
   * Told each time the lease is taken, renewed, refused or let go: until when this sender
   * holds it (milliseconds since the epoch, by this process's clock, counted from when it
   * asked), or 0 when it does not. A failed attempt tells nothing: the lease it had runs
   * until its time, and no other process can take it before.
   */
  onLease?: (heldUntil: number) => void;
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

  const onLease = options.onLease ?? (() => undefined);

  async function holdLease(db: Database): Promise<boolean> {
    const asked = Date.now();
    const held = await holdJobLease(db, LEASE_JOB, holder, leaseMs);
    onLease(held ? asked + leaseMs : 0);
    return held;
  }

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
    await expireUnansweredListings(db);
    for (const seller of await sellersWithStaleListings(db)) {
      const interrupted = await interruption();
      if (interrupted) return interrupted;
      if (await sendFreshnessReminder(db, seller, options)) emails++;
    }
    // The housekeeping after the emails (a measure of the inventory among it) renews the lease first, like each email.
    const interrupted = await interruption();
    if (interrupted) return interrupted;
    await pruneSearchLog(db);
    await refreshPlannerStatistics(db);
    await refreshSegmentErrors(db);
    return { leased: true, emails };
  }

  async function release(db: Database): Promise<void> {
    await releaseJobLease(db, LEASE_JOB, holder);
    onLease(0);
  }

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

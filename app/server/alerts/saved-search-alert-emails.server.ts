/** A saved search's alert: which searches are due, and one email per search, marked sent before it goes out and put back if it fails. */
import { and, asc, eq, exists, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { type AlertListing, savedSearchAlertEmail } from "~/domain/alerts/alert-emails";
import { DIGEST_INTERVAL_MS, savedSearchHref } from "~/domain/alerts/saved-search";
import { unsubscribeUrl } from "./alert-unsubscribe.server";
import type { Database } from "../db/database";
import { listings, profiles, savedSearches, savedSearchMatches } from "../db/schema";
import { ALERT_LISTING_COLUMNS, type AlertMail, BATCH, logFailure, unsubscribeHeaders } from "./alert-delivery.server";
import { criteriaOf } from "./saved-searches.server";

const waitingMatch = (db: Database) =>
  db
    .select({ one: sql`1` })
    .from(savedSearchMatches)
    .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearches.id), eq(savedSearchMatches.alertState, "pending"), eq(listings.status, "active")));

const ago = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`;

/** Searches with listings waiting (still active) whose alert is due. */
export async function dueSearches(db: Database) {
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

export async function sendSearchAlert(db: Database, search: DueSearch, options: AlertMail): Promise<boolean> {
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

/** A buyer's news about their saved aircraft: one email per buyer, marked sent before it goes out and put back if it fails. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type AircraftNewsItem, savedAircraftAlertEmail } from "~/domain/alerts/alert-emails";
import { unsubscribeUrl } from "./alert-unsubscribe.server";
import type { Database } from "../db/database";
import { listings, profiles, savedAircraftAlerts } from "../db/schema";
import { ALERT_LISTING_COLUMNS, type AlertMail, BATCH, logFailure, unsubscribeHeaders } from "./alert-delivery.server";

/** Buyers with news about their saved aircraft waiting. */
export async function buyersWithAircraftNews(db: Database) {
  return db
    .selectDistinct({ id: profiles.id, email: profiles.email, firstName: profiles.firstName })
    .from(savedAircraftAlerts)
    .innerJoin(profiles, eq(profiles.id, savedAircraftAlerts.buyerId))
    .where(and(eq(savedAircraftAlerts.alertState, "pending"), eq(profiles.aircraftAlerts, true)))
    .orderBy(asc(profiles.id))
    .limit(BATCH);
}

type Buyer = Awaited<ReturnType<typeof buyersWithAircraftNews>>[number];

export async function sendAircraftAlert(db: Database, buyer: Buyer, options: AlertMail): Promise<boolean> {
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

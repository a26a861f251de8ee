/** What the alert sender's two kinds of email share: where they go out, the listing facts they show, their unsubscribe headers and how a failure is logged. */
import type { Mailer } from "../platform/mail.server";
import { listings } from "../db/schema";
import { completeColumn } from "../listings/complete-column";

/** Emails per round at most, so a round stays short; the rest go out in the next. */
export const BATCH = 200;

/** Where alerts go out and what their links point at. */
export type AlertMail = {
  mailer: Mailer;
  siteUrl: string;
  /** The session secrets: the first signs the unsubscribe links. */
  secrets: readonly string[];
};

/** What an alert shows of each listing. */
export const ALERT_LISTING_COLUMNS = {
  id: listings.id,
  name: listings.name,
  // Alerts are of published listings only, which lack nothing.
  year: completeColumn(listings.year),
  price: completeColumn(listings.price),
  location: listings.location,
  totalTimeHours: completeColumn(listings.totalTimeHours),
};

/** RFC 8058: mail clients offer an unsubscribe button that POSTs to the link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** One line: the first line of the deepest cause (Drizzle wraps the driver's error). */
export function logFailure(what: string, error: unknown, then = "the next round tries again"): void {
  let deepest = error;
  while (deepest instanceof Error && deepest.cause !== undefined) deepest = deepest.cause;
  const message = deepest instanceof Error ? deepest.message.split("\n")[0] || deepest.name : String(deepest);
  console.error(`Alerts: ${what} failed (${message}); ${then}.`);
}

/**
 * The words of the "still for sale?" email: which aircraft, since when unchanged, the date
 * each leaves the catalogue without an answer, and its two links. Plain text. Pure.
 */
import { REMIND_AFTER_DAYS } from "./freshness";
import { formatDate, SHORT_DATE } from "~/domain/format-date";

export type StaleListing = {
  id: number;
  name: string;
  updatedAt: Date;
  /** When it leaves the catalogue if the seller does not answer. */
  expiresAt: Date;
  stillForSaleUrl: string;
  soldUrl: string;
};

export type FreshnessReminder = { siteUrl: string; firstName: string; listings: readonly StaleListing[] };

/** The day as the seller reads it in the email; UTC, since an email has no time zone of its reader. */

export function formatEmailDay(date: Date): string {
  return formatDate(date, SHORT_DATE);
}

export function freshnessReminderEmail({ siteUrl, firstName, listings }: FreshnessReminder): { subject: string; text: string } {
  const [only] = listings;
  const subject = listings.length === 1 && only ? `Is your ${only.name} still for sale?` : `Are your ${listings.length} aircraft still for sale?`;
  const lines = [
    firstName.trim() ? `Hello ${firstName.trim()},` : "Hello,",
    "",
    listings.length === 1
      ? `Your listing has not been updated for ${REMIND_AFTER_DAYS} days. Is it still for sale? One click tells buyers it is current.`
      : `These listings have not been updated for ${REMIND_AFTER_DAYS} days. Are they still for sale? One click each tells buyers they are current.`,
    "",
    ...listings.flatMap((listing) => [
      listing.name,
      `  Last updated ${formatEmailDay(listing.updatedAt)}; without an answer it leaves the catalogue on ${formatEmailDay(listing.expiresAt)}.`,
      `  Still for sale (no sign-in needed): ${listing.stillForSaleUrl}`,
      `  Mark as sold: ${listing.soldUrl}`,
      `  Or update it: ${siteUrl}/dashboard/listings/${listing.id}/edit`,
      "",
    ]),
    "A listing that leaves the catalogue is not shown as sold to anyone; you can republish it from your dashboard in one click.",
    `Why you got this: you list aircraft on AeroMarket, and we ask once when a listing has gone ${REMIND_AFTER_DAYS} days without an update, so buyers find aircraft that are really for sale.`,
  ];
  return { subject, text: lines.join("\n") };
}

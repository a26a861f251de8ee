/**
 * The words of the alert emails: plain text, what happened, the card facts of each
 * aircraft with its link, why the buyer gets the email and how to stop it. Pure.
 */
import { formatAskingPrice } from "../catalog/price";
import type { AlertFrequency } from "./saved-search";
import { formatHours } from "../catalog/specifications";

export type AlertListing = {
  id: number;
  name: string;
  year: number;
  price: number;
  location: string;
  totalTimeHours: number;
};

export type AlertEmail = { subject: string; text: string };

/** At most this many aircraft are described in one email; the rest are counted, and the search finds them all. */
export const MAX_LISTINGS_PER_EMAIL = 20;

const WHY_FREQUENCY: Record<Exclude<AlertFrequency, "off">, string> = {
  instant: "as soon as aircraft match",
  daily: "at most once a day",
  weekly: "at most once a week",
};

export function listingUrl(siteUrl: string, id: number): string {
  return `${siteUrl}/aircraft/${id}`;
}

function cardLines(siteUrl: string, listing: AlertListing): string[] {
  return [
    listing.name,
    `  ${formatAskingPrice(listing.price)} · ${listing.year} · ${formatHours(listing.totalTimeHours)} total time · ${listing.location}`,
    `  ${listingUrl(siteUrl, listing.id)}`,
  ];
}

function greeting(firstName: string): string {
  return firstName.trim() ? `Hello ${firstName.trim()},` : "Hello,";
}

export type SavedSearchAlert = {
  siteUrl: string;
  firstName: string;
  searchName: string;
  frequency: Exclude<AlertFrequency, "off">;
  /** The aircraft newly matching, newest first. */
  listings: readonly AlertListing[];
  /** Where the buyer runs the search again (a path on the site). */
  searchPath: string;
  unsubscribeUrl: string;
};

export function savedSearchAlertEmail(alert: SavedSearchAlert): AlertEmail {
  const { siteUrl, listings } = alert;
  const count = listings.length;
  const shown = listings.slice(0, MAX_LISTINGS_PER_EMAIL);
  const subject =
    count === 1
      ? `New match for "${alert.searchName}": ${listings[0]?.name ?? ""}`
      : `${count} new aircraft match "${alert.searchName}"`;
  const lines = [
    greeting(alert.firstName),
    "",
    count === 1
      ? `An aircraft newly matches your saved search "${alert.searchName}":`
      : `${count} aircraft newly match your saved search "${alert.searchName}":`,
    "",
    ...shown.flatMap((listing) => [...cardLines(siteUrl, listing), ""]),
    ...(count > shown.length ? [`And ${count - shown.length} more: run the search to see them all.`, ""] : []),
    `Run the search: ${siteUrl}${alert.searchPath}`,
    "",
    `Why you got this: you saved this search on AeroMarket with alerts ${WHY_FREQUENCY[alert.frequency]}. Each aircraft is sent once per search.`,
    `Change how often, or rename the search: ${siteUrl}/dashboard?tab=saved-searches`,
    `Stop alerts for this search (no sign-in needed): ${alert.unsubscribeUrl}`,
  ];
  return { subject, text: lines.join("\n") };
}

export type AircraftNewsItem =
  | { kind: "price-drop"; oldPrice: number; newPrice: number; listing: AlertListing }
  | { kind: "pending" | "sold" | "back-on-market"; listing: AlertListing };

export type SavedAircraftAlert = {
  siteUrl: string;
  firstName: string;
  /** Oldest first, as it happened. */
  news: readonly AircraftNewsItem[];
  unsubscribeUrl: string;
};

function newsLine(item: AircraftNewsItem): string {
  if (item.kind === "price-drop") {
    return `Price reduced by ${formatAskingPrice(item.oldPrice - item.newPrice)}: from ${formatAskingPrice(item.oldPrice)} to ${formatAskingPrice(item.newPrice)}.`;
  }
  return { pending: "Marked sale pending by the seller.", sold: "Marked sold by the seller.", "back-on-market": "Back on the market: for sale again." }[item.kind];
}

function newsSubject(item: AircraftNewsItem): string {
  if (item.kind === "price-drop") return `Price drop: ${item.listing.name} is now ${formatAskingPrice(item.newPrice)}`;
  return `${{ pending: "Sale pending", sold: "Sold", "back-on-market": "Back on the market" }[item.kind]}: ${item.listing.name}`;
}

export function savedAircraftAlertEmail(alert: SavedAircraftAlert): AlertEmail {
  const { siteUrl, news } = alert;
  const byListing = new Map<number, AircraftNewsItem[]>();
  for (const item of news) byListing.set(item.listing.id, [...(byListing.get(item.listing.id) ?? []), item]);
  const groups = [...byListing.values()];
  const only = groups.length === 1 && groups[0]?.length === 1 ? groups[0][0] : undefined;
  const subject = only ? newsSubject(only) : `News about ${groups.length === 1 ? "an aircraft" : `${groups.length} aircraft`} you saved`;
  const lines = [
    greeting(alert.firstName),
    "",
    groups.length === 1 ? "News about an aircraft you saved on AeroMarket:" : `News about ${groups.length} aircraft you saved on AeroMarket:`,
    "",
    ...groups.flatMap((items) => {
      const latest = items.at(-1)!.listing;
      return [...cardLines(siteUrl, latest).slice(0, 1), ...items.map((item) => `  ${newsLine(item)}`), ...cardLines(siteUrl, latest).slice(1), ""];
    }),
    "Why you got this: you saved these aircraft (the heart) on AeroMarket, and emails about saved aircraft are on for your account.",
    `Your saved aircraft: ${siteUrl}/dashboard`,
    `Stop emails about saved aircraft (no sign-in needed): ${alert.unsubscribeUrl}`,
  ];
  return { subject, text: lines.join("\n") };
}

/**
 * How much an anonymous visitor may write: contact messages, listing views and
 * the searches that feed the sellers' demand summary. Each is counted per
 * client address (the one server.js saw), so one loop cannot flood the team's
 * inbox, inflate a listing's views or skew what sellers are told buyers want.
 */
import { rateLimitEmail } from "./accounts/auth-rate-limits";

export type VisitorLimitRule = { key: string; limit: number; windowSeconds: number };

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Contact messages per client address: a person rarely writes more than a few in an hour. */
export const CONTACT_IP_LIMIT = { limit: 5, windowSeconds: HOUR_SECONDS } as const;

/** Contact messages from one email address, whatever client address they come from. */
export const CONTACT_EMAIL_LIMIT = { limit: 5, windowSeconds: HOUR_SECONDS } as const;

/** A listing's view counts once per client address per day. */
export const LISTING_VIEW_LIMIT = { limit: 1, windowSeconds: DAY_SECONDS } as const;

/** Searches recorded for seller demand per client address; more are answered but not kept. */
export const MATCH_RECORDING_LIMIT = { limit: 20, windowSeconds: HOUR_SECONDS } as const;

/** Search-box suggestions per client address: one a keystroke, far more than anyone types in an hour. */
export const SUGGESTION_LIMIT = { limit: 600, windowSeconds: HOUR_SECONDS } as const;

function addressKey(clientAddress: string): string {
  return clientAddress.trim().toLowerCase();
}

/** The rules one contact message counts against: its client address's and its email address's. */
export function contactLimitRules(clientAddress: string, email: string): VisitorLimitRule[] {
  return [
    { key: `contact:ip:${addressKey(clientAddress)}`, ...CONTACT_IP_LIMIT },
    { key: `contact:email:${rateLimitEmail(email)}`, ...CONTACT_EMAIL_LIMIT },
  ];
}

/** The rule a view of the listing counts against: one per listing and client address. */
export function listingViewRule(listingId: number, clientAddress: string): VisitorLimitRule {
  return { key: `view:${listingId}:${addressKey(clientAddress)}`, ...LISTING_VIEW_LIMIT };
}

/** The rule a recorded search counts against. */
export function matchRecordingRule(clientAddress: string): VisitorLimitRule {
  return { key: `match:ip:${addressKey(clientAddress)}`, ...MATCH_RECORDING_LIMIT };
}

/** The rule a search-box suggestion counts against. */
export function suggestionRule(clientAddress: string): VisitorLimitRule {
  return { key: `suggest:ip:${addressKey(clientAddress)}`, ...SUGGESTION_LIMIT };
}

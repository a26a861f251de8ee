/**
 * The token of an alert's unsubscribe link, so that it works without signing in: an
 * HMAC of what it stops (one saved search, or a buyer's saved-aircraft emails) and when
 * the link expires, with the first session secret; any of the secrets verifies it, so
 * rotating them keeps links already mailed working until the old secret is dropped.
 * Pure: the secrets and the time are passed in.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type UnsubscribeSubject = { kind: "saved-search"; savedSearchId: number } | { kind: "saved-aircraft"; buyerId: string };

/**
 * How long a link works: a weekly digest read weeks late still stops its alerts; a link
 * found in an old mailbox years on does not.
 */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const PREFIX = { "saved-search": "s", "saved-aircraft": "a" } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function payloadOf(subject: UnsubscribeSubject, expiresAt: number): string {
  const id = subject.kind === "saved-search" ? `${PREFIX["saved-search"]}.${subject.savedSearchId}` : `${PREFIX["saved-aircraft"]}.${subject.buyerId}`;
  return `${id}.${expiresAt}`;
}

function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`alerts-unsubscribe:${payload}`).digest("base64url");
}

export function signUnsubscribeToken(subject: UnsubscribeSubject, secrets: readonly string[], now = new Date()): string {
  const [secret] = secrets;
  if (!secret) throw new Error("No secret to sign the unsubscribe token with");
  const expiresAt = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60;
  const payload = payloadOf(subject, expiresAt);
  return `${payload}.${signature(payload, secret)}`;
}

/**
 * What the token stops; "expired" when it was signed with one of the secrets but its
 * time is past; null when it is malformed or was not signed with one of the secrets.
 */
export function verifyUnsubscribeToken(token: string, secrets: readonly string[], now = new Date()): UnsubscribeSubject | "expired" | null {
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [prefix, id, expiry, mac] = parts as [string, string, string, string];
  let subject: UnsubscribeSubject;
  if (prefix === PREFIX["saved-search"] && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647) {
    subject = { kind: "saved-search", savedSearchId: Number(id) };
  } else if (prefix === PREFIX["saved-aircraft"] && UUID.test(id)) {
    subject = { kind: "saved-aircraft", buyerId: id };
  } else {
    return null;
  }
  if (!/^[1-9]\d{0,11}$/.test(expiry)) return null;
  const expiresAt = Number(expiry);
  // Compared as text: decoding first would let other spellings of the same bytes pass.
  const given = Buffer.from(mac);
  const payload = payloadOf(subject, expiresAt);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(signature(payload, secret));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) return null;
  return now.getTime() >= expiresAt * 1000 ? "expired" : subject;
}

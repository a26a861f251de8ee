/**
 * The token of the "still for sale?" email's links, so that they work without signing in:
 * an HMAC of the listing and of when the link expires, with the first session secret; any
 * of the secrets verifies it (rotation keeps links already mailed working). The answer is
 * not signed: both links go to the same seller, who may give either. Pure: the secrets and
 * the time are passed in. The same construction as the alerts' unsubscribe token.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { ANSWER_LINK_DAYS } from "~/domain/listings/freshness";
import { parseListingId } from "~/domain/listings/listing";

function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`listing-freshness:${payload}`).digest("base64url");
}

export function signFreshnessToken(listingId: number, secrets: readonly string[], now = new Date()): string {
  const [secret] = secrets;
  if (!secret) throw new Error("No secret to sign the freshness token with");
  const expiresAt = Math.floor(now.getTime() / 1000) + ANSWER_LINK_DAYS * 24 * 60 * 60;
  const payload = `${listingId}.${expiresAt}`;
  return `${payload}.${signature(payload, secret)}`;
}

/**
 * The listing the token answers for; "expired" when it was signed with one of the secrets
 * but its time is past; null when it is malformed or was not signed with one of them.
 */
export function verifyFreshnessToken(token: string, secrets: readonly string[], now = new Date()): { listingId: number } | "expired" | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [id, expiry, mac] = parts as [string, string, string];
  const listingId = parseListingId(id);
  if (listingId === null || !/^[1-9]\d{0,11}$/.test(expiry)) return null;
  const payload = `${listingId}.${expiry}`;
  // Compared as text: decoding first would let other spellings of the same bytes pass.
  const given = Buffer.from(mac);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(signature(payload, secret));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) return null;
  return now.getTime() >= Number(expiry) * 1000 ? "expired" : { listingId };
}

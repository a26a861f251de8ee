/**
 * The token of the link in a guest's copy of their inquiry: opening it while signed in
 * puts that inquiry under the account's My Inquiries. Only the mailbox the inquiry was
 * sent from receives the link, so holding it proves the address; an account with the
 * same address proves nothing by itself. An HMAC of the inquiry's id with the first
 * session secret; any of the secrets verifies it. Pure: the secrets are passed in.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

function signature(inquiryId: number, secret: string): string {
  return createHmac("sha256", secret).update(`inquiry-claim:${inquiryId}`).digest("base64url");
}

export function signInquiryClaimToken(inquiryId: number, secrets: readonly string[]): string {
  const [secret] = secrets;
  if (!secret) throw new Error("No secret to sign the inquiry link with");
  return `${inquiryId}.${signature(inquiryId, secret)}`;
}

/** The inquiry the token names, or null when it is malformed or was not signed with one of the secrets. */
export function verifyInquiryClaimToken(token: string, secrets: readonly string[]): number | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [id, mac] = parts as [string, string];
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
  const inquiryId = Number(id);
  // Compared as text: decoding first would let other spellings of the same bytes pass.
  const given = Buffer.from(mac);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(signature(inquiryId, secret));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return valid ? inquiryId : null;
}

import type { JwtPayload } from "@supabase/supabase-js";

/**
 * How long a verified access token is taken as verified, at most: auth-js's own time for
 * keeping the signing keys it checks signatures with (JWKS_TTL). A key withdrawn from the
 * auth server may so be believed up to twice that (keys fetched just before, a token checked
 * just before they expire), but a session ended elsewhere is found within seconds as before:
 * the session middleware asks the auth server every few seconds per session.
 */
export const VERIFIED_TOKEN_MAX_MS = 10 * 60_000;

/** Far more tokens than one process sees within their lifetime of use; the least recently verified go first. */
const MAX_REMEMBERED_TOKENS = 10_000;

type Verified = { claims: JwtPayload; until: number };

/**
 * The claims of access tokens whose signature this process has checked, keyed by the
 * whole token (header, claims and signature): a token that differs by one byte, a forged
 * one among them, is not found and is checked. An entry ends when its token expires (its
 * `exp`), and at the latest VERIFIED_TOKEN_MAX_MS after the check, so an expired token is
 * never taken from here. Only the signature check is saved (an EC key import and a
 * verification, about 1 ms a signed-in request): whether the session is still open and
 * what the account may do are read on every request as before (session.server.ts).
 */
export function verifiedTokenMemo({ maxAgeMs = VERIFIED_TOKEN_MAX_MS, maxTokens = MAX_REMEMBERED_TOKENS, now = () => Date.now() } = {}) {
  const verified = new Map<string, Verified>();

  return {
    /** The token's claims if it was verified and has not expired since; undefined otherwise. */
    claimsOf(token: string): JwtPayload | undefined {
      const entry = verified.get(token);
      if (!entry) return undefined;
      if (now() < entry.until) return entry.claims;
      verified.delete(token);
      return undefined;
    },

    /** Notes that the token's signature was found good and its claims are `claims`. */
    remember(token: string, claims: JwtPayload): void {
      const checkedAt = now();
      const until = Math.min(typeof claims.exp === "number" ? claims.exp * 1000 : checkedAt, checkedAt + maxAgeMs);
      if (until <= checkedAt) return;
      verified.delete(token);
      verified.set(token, { claims, until });
      if (verified.size > maxTokens) verified.delete(verified.keys().next().value as string);
    },
  };
}

/** The memo the session middleware uses, shared by every request of this process. */
export const verifiedTokens = verifiedTokenMemo();

import type { JwtPayload } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { verifiedTokenMemo } from "~/server/auth/verified-tokens.server";

const START = 1_700_000_000_000;

function clock() {
  let time = START;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Claims of a token that expires `inSeconds` after the clock's start. */
const claimsExpiringIn = (inSeconds: number): JwtPayload => ({
  iss: "http://embedded-auth.invalid/auth/v1",
  sub: "5b0c3d1e-0000-4000-8000-000000000001",
  aud: "authenticated",
  iat: START / 1000 - 60,
  exp: START / 1000 + inSeconds,
  role: "authenticated",
  aal: "aal1",
  session_id: "s1",
});

describe("verified access tokens", () => {
  it("gives a verified token's claims until it expires, and never after", () => {
    const { now, advance } = clock();
    const memo = verifiedTokenMemo({ maxAgeMs: 600_000, now });
    const claims = claimsExpiringIn(300);
    memo.remember("header.claims.signature", claims);

    expect(memo.claimsOf("header.claims.signature")).toEqual(claims);
    advance(299_999);
    expect(memo.claimsOf("header.claims.signature")).toEqual(claims);
    advance(1);
    expect(memo.claimsOf("header.claims.signature")).toBeUndefined();
  });

  it("knows only the exact token: another signature on the same claims is checked again", () => {
    const memo = verifiedTokenMemo({ now: clock().now });
    memo.remember("header.claims.signature", claimsExpiringIn(3600));
    expect(memo.claimsOf("header.claims.forged")).toBeUndefined();
    expect(memo.claimsOf("header.claims.signatur")).toBeUndefined();
  });

  it("checks a long-lived token again after the longest time it is believed", () => {
    const { now, advance } = clock();
    const memo = verifiedTokenMemo({ maxAgeMs: 600_000, now });
    memo.remember("long-lived", claimsExpiringIn(3600));
    advance(599_999);
    expect(memo.claimsOf("long-lived")).toBeDefined();
    advance(1);
    expect(memo.claimsOf("long-lived")).toBeUndefined();
  });

  it("keeps nothing for a token already expired or without an expiry", () => {
    const memo = verifiedTokenMemo({ now: clock().now });
    memo.remember("expired", claimsExpiringIn(0));
    memo.remember("no expiry", { ...claimsExpiringIn(0), exp: undefined as unknown as number });
    expect(memo.claimsOf("expired")).toBeUndefined();
    expect(memo.claimsOf("no expiry")).toBeUndefined();
  });

  it("remembers a bounded number of tokens, forgetting the least recently verified", () => {
    const memo = verifiedTokenMemo({ maxTokens: 2, now: clock().now });
    memo.remember("first", claimsExpiringIn(3600));
    memo.remember("second", claimsExpiringIn(3600));
    memo.remember("third", claimsExpiringIn(3600));
    expect(["first", "second", "third"].map((token) => memo.claimsOf(token) !== undefined)).toEqual([false, true, true]);
  });
});

/**
 * Sign-out when the auth server cannot be reached: the spec says the failure is only
 * logged, as "Error signing out:", and the app still ends the local session.
 */
import { createServerClient } from "@supabase/ssr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signOutEverywhere } from "~/server/auth/accounts.server";

const COOKIE = "aeromarket-auth";

/** A browser's session cookie, as @supabase/ssr writes it. */
function sessionCookie() {
  const session = {
    access_token: "header.payload.signature",
    refresh_token: "refresh-token",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: "5b0c3d1e-0000-4000-8000-000000000001", email: "amelia@example.com" },
  };
  return `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
}

function clientWith(fetchImplementation: typeof fetch) {
  return createServerClient("http://auth.example", "anon-key", {
    cookies: { getAll: () => [{ name: COOKIE, value: sessionCookie() }], setAll: () => {} },
    cookieOptions: { name: COOKIE },
    global: { fetch: fetchImplementation },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("signing out", () => {
  it("logs an unreachable auth server as 'Error signing out:' and reports the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const unreachable = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await signOutEverywhere(clientWith(unreachable))).toBe(false);
    expect(unreachable).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith("Error signing out:", expect.anything());
  });

  it("asks the auth server to end every session (scope global)", async () => {
    const calls: string[] = [];
    const answering = vi.fn<typeof fetch>(async (input) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return new Response(null, { status: 204 });
    });
    expect(await signOutEverywhere(clientWith(answering))).toBe(true);
    expect(calls).toEqual(["http://auth.example/auth/v1/logout?scope=global"]);
  });
});

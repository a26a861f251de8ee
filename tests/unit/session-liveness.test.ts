import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, type SupabaseClient } from "@supabase/supabase-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionLivenessCheck } from "~/server/auth/session-liveness.server";

type GetUserResult = Awaited<ReturnType<SupabaseClient["auth"]["getUser"]>>;

const OPEN = { data: { user: { id: "5b0c3d1e-0000-4000-8000-000000000001" } }, error: null } as GetUserResult;
const ended = (error: Error) => ({ data: { user: null }, error }) as GetUserResult;

/** A Supabase client whose auth server answers getUser() with `answer`. */
function authServer(answer: () => Promise<GetUserResult>) {
  const getUser = vi.fn(answer);
  return { supabase: { auth: { getUser } } as unknown as SupabaseClient, getUser };
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("session liveness", () => {
  it("asks once per recheck interval, and requests arriving meanwhile share the answer", async () => {
    const { now, advance } = clock();
    const isOpen = sessionLivenessCheck({ recheckMs: 5_000, now });
    const { supabase, getUser } = authServer(async () => OPEN);

    expect(await Promise.all([isOpen(supabase, "s1"), isOpen(supabase, "s1"), isOpen(supabase, "s1")])).toEqual([true, true, true]);
    advance(4_999);
    expect(await isOpen(supabase, "s1")).toBe(true);
    expect(getUser).toHaveBeenCalledTimes(1);

    advance(1);
    expect(await isOpen(supabase, "s1")).toBe(true);
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["session_not_found", new AuthSessionMissingError()],
    ["user_not_found", new AuthApiError("User from sub claim in JWT does not exist", 403, "user_not_found")],
    ["bad_jwt", new AuthApiError("invalid JWT", 403, "bad_jwt")],
  ])("reads %s as an ended session", async (_, error) => {
    const isOpen = sessionLivenessCheck({ now: clock().now });
    expect(await isOpen(authServer(async () => ended(error)).supabase, "s1")).toBe(false);
  });

  it("keeps a session open while the auth server cannot answer, and asks again at the next recheck", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { now, advance } = clock();
    const isOpen = sessionLivenessCheck({ recheckMs: 5_000, now });
    const down = authServer(async () => ended(new AuthRetryableFetchError("fetch failed", 0)));
    expect(await isOpen(down.supabase, "s1")).toBe(true);
    expect(console.error).toHaveBeenCalledWith("Could not confirm the session with the auth server:", expect.any(AuthRetryableFetchError));

    const back = authServer(async () => ended(new AuthSessionMissingError()));
    expect(await isOpen(back.supabase, "s1")).toBe(true);
    expect(back.getUser).not.toHaveBeenCalled();
    advance(5_000);
    expect(await isOpen(back.supabase, "s1")).toBe(false);
    expect(back.getUser).toHaveBeenCalledTimes(1);
  });

  it("does not keep a page waiting on an auth server that does not answer", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const isOpen = sessionLivenessCheck({ now: clock().now });
    const silent = authServer(() => new Promise<GetUserResult>(() => undefined));
    const answer = isOpen(silent.supabase, "s1");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await answer).toBe(true);
    expect(console.error).toHaveBeenCalledWith("Could not confirm the session with the auth server: no answer within 2000 ms");
    vi.useRealTimers();
  });

  it("remembers a bounded number of sessions, forgetting the least recently checked", async () => {
    const isOpen = sessionLivenessCheck({ maxSessions: 2, now: clock().now });
    const { supabase, getUser } = authServer(async () => OPEN);
    for (const session of ["s1", "s2", "s3", "s2", "s3"]) await isOpen(supabase, session);
    expect(getUser).toHaveBeenCalledTimes(3);
    await isOpen(supabase, "s1");
    expect(getUser).toHaveBeenCalledTimes(4);
  });
});

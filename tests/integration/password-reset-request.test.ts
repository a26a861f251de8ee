/**
 * The recovery request leaves the response path: whatever the auth server does with it
 * (hosted Supabase here, reached through a stubbed fetch) takes no time of the page's
 * and shows nothing on it, and its failures reach the log.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { requestPasswordReset } from "~/server/auth/accounts.server";
import { backgroundWorkDone } from "~/server/platform/background-work.server";

let dataDir: string;
let answer: (response: Response) => void = () => {};
const asked: Request[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-reset-"));
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SITE_URL", "http://localhost:3000");
  vi.stubEnv("SUPABASE_URL", "http://auth.test");
  vi.stubEnv("SUPABASE_ANON_KEY", "anon-key");
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new Request(input, init));
    return new Promise<Response>((resolve) => (answer = resolve));
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("returns before the auth server answers, and logs the answer when it is a failure", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  requestPasswordReset(new Request("http://localhost:3000/forgot-password", { method: "POST" }), "amelia@example.com");

  await vi.waitFor(() => expect(asked).toHaveLength(1));
  const recover = asked[0]!;
  expect(new URL(recover.url).pathname).toBe("/auth/v1/recover");
  expect(new URL(recover.url).searchParams.get("redirect_to")).toBe("http://localhost:3000/auth/confirm?next=/reset-password");
  expect(await recover.clone().json()).toMatchObject({ email: "amelia@example.com" });

  let settled = false;
  const done = backgroundWorkDone().then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false);

  answer(
    Response.json(
      { code: "over_email_send_rate_limit", message: "email rate limit exceeded" },
      { status: 429, headers: { "X-Supabase-Api-Version": "2024-01-01" } },
    ),
  );
  await done;
  expect(logged).toHaveBeenCalledWith("Sending a password recovery link failed:", expect.objectContaining({ code: "over_email_send_rate_limit" }));
});

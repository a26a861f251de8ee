/**
 * The session middleware as every page runs it, with the real Supabase client talking
 * to the embedded auth service over `fetch`, the way it talks to hosted Supabase
 * (SUPABASE_URL set): bad cookies read as signed out and are cleared, and a session
 * ended elsewhere stops working within one recheck interval.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type Session } from "@supabase/supabase-js";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuthService, generateSigningKey, type SigningKey } from "~/server/auth-service";
import type { MailMessage } from "~/server/platform/mail.server";
import { SESSION_RECHECK_MS } from "~/server/auth/session-liveness.server";
import { currentUser, sessionMiddleware } from "~/server/auth/session.server";
import type { DatabaseConnection } from "~/server/db/client.server";
import { profiles } from "~/server/db/schema";
import { ensureProfile } from "~/server/accounts/profiles.server";
import { sealUserType } from "~/server/accounts/sign-up-seal.server";
import { grantOperator } from "~/server/operators/operator-grants.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

const SUPABASE_URL = "http://auth.test";
const COOKIE = "aeromarket-auth";
const PASSWORD = "correct-horse-battery";

let database: TestDatabase;
let dataDir: string;
let signingKey: SigningKey;
let service: (request: Request) => Promise<Response>;
const mail: MailMessage[] = [];
/** Every path the app's Supabase client asked the auth server for. */
let asked: string[] = [];
let emailCounter = 0;
/** While true, the auth server cannot be reached. */
let authServerDown = false;

beforeAll(async () => {
  database = await openTestDatabase();
  // The middleware reads roles through database(): make that this test's database.
  (globalThis as { aeromarketDb?: Promise<DatabaseConnection> }).aeromarketDb = Promise.resolve({ db: database.db, close: async () => undefined });
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-session-"));
  signingKey = await generateSigningKey();
  service = createAuthService({
    db: database.db,
    jwtExpiry: 3600,
    siteUrl: "http://localhost:3000",
    signingKey,
    mailer: { send: async (message) => void mail.push(message) },
  });
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SUPABASE_URL", SUPABASE_URL);
  vi.stubEnv("SUPABASE_ANON_KEY", "anon-key");
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (authServerDown) throw new TypeError("fetch failed");
    const request = new Request(input, init);
    asked.push(new URL(request.url).pathname);
    return service(request);
  });
});

beforeEach(() => {
  asked = [];
});

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  delete (globalThis as { aeromarketDb?: unknown }).aeromarketDb;
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A client of this test's own, standing for the person's other browser or device. */
function client() {
  return createClient(SUPABASE_URL, "anon-key", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: "implicit" },
  });
}

/** The session secrets the app's sign-up seals the account type with. */
const SECRETS = ["session-middleware-test-secret"];

/** A confirmed, signed-in account; its type sealed as the app's own sign-up seals it unless `sealed` is false. */
async function signedInSession(metadata: Record<string, string> = {}, sealed = true): Promise<Session> {
  emailCounter++;
  const email = `pilot${emailCounter}@example.com`;
  const seal = sealed && metadata.user_type === "seller" ? sealUserType(email, "seller", SECRETS) : {};
  expect((await client().auth.signUp({ email, password: PASSWORD, options: { data: { ...metadata, ...seal } } })).error).toBeNull();
  const link = mail.filter((message) => message.to === email).at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  const tokenHash = new URL(link ?? "http://missing").searchParams.get("token_hash") ?? "";
  expect((await client().auth.verifyOtp({ type: "signup", token_hash: tokenHash })).error).toBeNull();
  const { data, error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error("No session");
  return data.session;
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

/** The cookie value @supabase/ssr writes for a session. */
function cookieValue(session: Pick<Session, "access_token" | "refresh_token" | "expires_at"> & Partial<Session>): string {
  return `base64-${base64url(JSON.stringify({ token_type: "bearer", expires_in: 3600, user: session.user ?? {}, ...session }))}`;
}

type PageVisit = { signedInAs: string | null; userType: string | null; isOperator: boolean; setCookies: string[]; status: number };

/** One page request through the middleware; the page says who it thinks is signed in. */
async function visit(cookies: Record<string, string>): Promise<PageVisit> {
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const request = new Request("http://localhost:3000/", { headers: cookieHeader ? { Cookie: cookieHeader } : {} });
  const context = new RouterContextProvider();
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/" };
  const response = await sessionMiddleware(args, async () => {
    const user = currentUser(context);
    return Response.json({ email: user?.email ?? null, userType: user?.userType ?? null, isOperator: user?.isOperator ?? false });
  });
  if (!(response instanceof Response)) throw new Error("The middleware gave no response");
  const body = (await response.json()) as { email: string | null; userType: string | null; isOperator: boolean };
  return { signedInAs: body.email, userType: body.userType, isOperator: body.isOperator, setCookies: response.headers.getSetCookie(), status: response.status };
}

/** True when the response expires every one of `names`. */
function clears(setCookies: string[], names: string[]): boolean {
  return names.every((name) => setCookies.some((cookie) => cookie.startsWith(`${name}=;`) && /Max-Age=0/i.test(cookie)));
}

function forgedToken(session: Session, header: Record<string, unknown>, signature?: string): string {
  const [, payload, realSignature] = session.access_token.split(".");
  return `${base64url(JSON.stringify(header))}.${payload}.${signature ?? realSignature}`;
}

describe("a session cookie that holds no valid session", () => {
  let session: Session;
  beforeAll(async () => {
    // Each bad cookie is worth a warning in the server's log, not in this test's output.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    session = await signedInSession();
  });

  const forged = (label: string, token: (session: Session) => string) => ({ label, token });
  it.each([
    forged("alg none with the real key id", (s) => forgedToken(s, { alg: "none", kid: signingKey.kid, typ: "JWT" }, "")),
    forged("RS256 with the real key id", (s) => forgedToken(s, { alg: "RS256", kid: signingKey.kid, typ: "JWT" })),
    forged("HS256 with no key id", (s) => forgedToken(s, { alg: "HS256", typ: "JWT" })),
    forged("a header that is not JSON", (s) => `bm90IGpzb24.${s.access_token.split(".")[1]}.c2ln`),
    forged("a payload that is JSON null", () => `${base64url(JSON.stringify({ alg: "ES256", kid: signingKey.kid }))}.${base64url("null")}.c2ln`),
    forged("a tampered signature", (s) => `${s.access_token.slice(0, -4)}AAAA`),
    forged("garbage", () => "garbage"),
  ])("reads as signed out and is cleared: $label", async ({ token }) => {
    const value = cookieValue({ access_token: token(session), refresh_token: session.refresh_token, expires_at: session.expires_at });
    const page = await visit({ [COOKIE]: value });
    expect(page).toMatchObject({ signedInAs: null, status: 200 });
    expect(clears(page.setCookies, [COOKIE])).toBe(true);
  });

  it.each([
    ["a truncated cookie", (s: Session) => ({ [COOKIE]: cookieValue(s).slice(0, 200) })],
    ["chunks that are not base64", () => ({ [`${COOKIE}.0`]: "base64-%%%%", [`${COOKIE}.1`]: "@@@@" })],
    ["JSON that is not a session", () => ({ [COOKIE]: `base64-${base64url(JSON.stringify({ hello: "world" }))}` })],
  ])("reads as signed out and is cleared, every chunk: %s", async (_, cookiesFor) => {
    const cookies = cookiesFor(session);
    const page = await visit(cookies);
    expect(page).toMatchObject({ signedInAs: null, status: 200 });
    expect(clears(page.setCookies, Object.keys(cookies))).toBe(true);
  });

  it("leaves a visitor without a session cookie alone and asks the auth server nothing", async () => {
    const page = await visit({ theme: "dark" });
    expect(page).toMatchObject({ signedInAs: null, setCookies: [], status: 200 });
    expect(asked).toEqual([]);
  });
});

describe("a session whose access token has expired", () => {
  it("is refreshed, and is left in place for the next request while the auth server cannot be reached", async () => {
    const session = await signedInSession();
    const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
    const cookies = { [COOKIE]: cookieValue(expired) };
    const refreshed = await visit(cookies);
    expect(refreshed.signedInAs).toBe(session.user.email);
    expect(refreshed.setCookies.some((cookie) => cookie.startsWith(COOKIE))).toBe(true);

    const another = await signedInSession();
    const unreachable = vi.spyOn(console, "error").mockImplementation(() => undefined);
    authServerDown = true;
    try {
      const page = await visit({ [COOKIE]: cookieValue({ ...another, expires_at: Math.floor(Date.now() / 1000) - 60 }) });
      expect(page).toMatchObject({ signedInAs: null, setCookies: [] });
    } finally {
      authServerDown = false;
      unreachable.mockRestore();
    }
  });
});

describe("a session ended elsewhere", () => {
  it("works while open, asking the auth server at most once per recheck interval", async () => {
    const session = await signedInSession();
    const cookies = { [COOKIE]: cookieValue(session) };
    expect((await visit(cookies)).signedInAs).toBe(session.user.email);
    expect((await visit(cookies)).signedInAs).toBe(session.user.email);
    expect(asked.filter((pathname) => pathname === "/auth/v1/user")).toHaveLength(1);
  });

  it.each([
    ["sign-out everywhere", (other: Session) => signedInClient(other).then((supabase) => supabase.auth.signOut({ scope: "global" }))],
    ["a new password", (other: Session) => signedInClient(other).then((supabase) => supabase.auth.updateUser({ password: "a-brand-new-password" }))],
  ])("is refused once the recheck interval has passed after %s, and its cookie cleared", async (_, endElsewhere) => {
    const copied = await signedInSession();
    const cookies = { [COOKIE]: cookieValue(copied) };
    expect((await visit(cookies)).signedInAs).toBe(copied.user.email);

    // The person signs in on another device with the same account, then ends the other sessions there.
    const { data } = await client().auth.signInWithPassword({ email: copied.user.email ?? "", password: PASSWORD });
    if (!data.session) throw new Error("No second session");
    const ending = await endElsewhere(data.session);
    expect(ending.error).toBeNull();

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_RECHECK_MS });
    try {
      const page = await visit(cookies);
      expect(page.signedInAs).toBeNull();
      expect(clears(page.setCookies, [COOKIE])).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

async function signedInClient(session: Session) {
  const supabase = client();
  const { error } = await supabase.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  expect(error).toBeNull();
  return supabase;
}

describe("what a signed-in person may do", () => {
  it("comes from the app's tables: a buyer whose token metadata says seller is still a buyer", async () => {
    const first = await signedInSession({ user_type: "buyer", first_name: "Ada" });
    expect(await ensureProfile(database.db, first.user, SECRETS)).toMatchObject({ userType: "buyer" });

    // Anyone can rewrite their own metadata through the auth API; the next token carries it.
    const supabase = await signedInClient(first);
    expect((await supabase.auth.updateUser({ data: { user_type: "seller" } })).error).toBeNull();
    const { data } = await client().auth.signInWithPassword({ email: first.user.email ?? "", password: PASSWORD });
    if (!data.session) throw new Error("No second session");
    expect(data.session.user.user_metadata.user_type).toBe("seller");
    expect(await ensureProfile(database.db, data.session.user, SECRETS)).toMatchObject({ userType: "buyer" });

    const page = await visit({ [COOKIE]: cookieValue(data.session) });
    expect(page).toMatchObject({ signedInAs: first.user.email, userType: "buyer", isOperator: false });
  });

  it("takes a first profile's seller type only from the app's own sign-up, not from metadata written elsewhere", async () => {
    const elsewhere = await signedInSession({ user_type: "seller", company: "Self-made Aviation" }, false);
    expect(await ensureProfile(database.db, elsewhere.user, SECRETS)).toMatchObject({ userType: "buyer" });
    const ours = await signedInSession({ user_type: "seller", company: "Reid Aviation" });
    expect(await ensureProfile(database.db, ours.user, SECRETS)).toMatchObject({ userType: "seller" });
  });

  it("makes an operator of an account granted the role, and nothing else does", async () => {
    const session = await signedInSession({ user_type: "seller", company: "Reid Aviation" });
    await ensureProfile(database.db, session.user, SECRETS);
    const cookies = { [COOKIE]: cookieValue(session) };
    expect(await visit(cookies)).toMatchObject({ userType: "seller", isOperator: false });
    expect(await grantOperator(database.db, session.user.email ?? "", "Runs support")).toEqual({ ok: true, changed: true });
    expect(await visit(cookies)).toMatchObject({ userType: "seller", isOperator: true });
  });

  it("signs a suspended account out at its next request", async () => {
    const session = await signedInSession();
    await ensureProfile(database.db, session.user, SECRETS);
    const cookies = { [COOKIE]: cookieValue(session) };
    expect((await visit(cookies)).signedInAs).toBe(session.user.email);
    await database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, session.user.id));
    const page = await visit(cookies);
    expect(page.signedInAs).toBeNull();
    expect(clears(page.setCookies, [COOKIE])).toBe(true);
  });
});

/**
 * The embedded auth service driven by the real Supabase client, the way the app
 * reaches it: the client's fetch hands each request to the service in process.
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AuthApiError, AuthWeakPasswordError, createClient, type Session } from "@supabase/supabase-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuthService, generateSigningKey, loadSigningKey, type SigningKey } from "~/server/auth-service";
import { hashPassword } from "~/server/auth-service/passwords";
import { authSessions } from "~/server/db/auth-schema";
import { createMailer, readOutbox } from "~/server/platform/mail.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

const SITE_URL = "http://localhost:3000";
const SUPABASE_URL = "http://localhost:54321";
const JWT_EXPIRY = 3600;
const PASSWORD = "correct-horse-battery";

let database: TestDatabase;
let dataDir: string;
let signingKey: SigningKey;
let service: (request: Request) => Promise<Response>;
/** The service's clock runs this far ahead of the real one. */
let clockOffsetMs = 0;
let emailCounter = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-auth-"));
  signingKey = await generateSigningKey();
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  service = createAuthService({
    db: database.db,
    jwtExpiry: JWT_EXPIRY,
    siteUrl: SITE_URL,
    signingKey,
    mailer: createMailer({ dataDir }),
    now: () => new Date(Date.now() + clockOffsetMs),
    // Far more than GoTrue's 30 an hour: this file sends many; the cap has its own test.
    emailsPerHour: 1_000_000,
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function advanceClock(ms: number) {
  clockOffsetMs += ms;
}

function client(flowType: "implicit" | "pkce" = "implicit", headers: Record<string, string> = {}) {
  return createClient(SUPABASE_URL, "anon-key", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    global: { fetch: (input, init) => service(new Request(input, init)), headers },
  });
}

function newEmail() {
  emailCounter++;
  return `pilot${emailCounter}@example.com`;
}

async function mailsTo(email: string) {
  return (await readOutbox(dataDir)).filter((message) => message.to === email);
}

/** The token_hash of the newest link mailed to the address. */
async function latestTokenHash(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const link = mail?.links[0];
  if (!link) throw new Error(`No link was mailed to ${email}`);
  const tokenHash = new URL(link).searchParams.get("token_hash");
  if (!tokenHash) throw new Error(`The link mailed to ${email} has no token_hash: ${link}`);
  return tokenHash;
}

/** A confirmed user, signed up and verified through the mailed link. */
async function confirmedUser(password = PASSWORD): Promise<string> {
  const email = newEmail();
  const supabase = client();
  const { error } = await supabase.auth.signUp({ email, password });
  expect(error).toBeNull();
  const verified = await supabase.auth.verifyOtp({ type: "signup", token_hash: await latestTokenHash(email) });
  expect(verified.error).toBeNull();
  return email;
}

async function signIn(email: string, password = PASSWORD): Promise<Session> {
  const { data, error } = await client().auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  if (!data.session) throw new Error("No session");
  return data.session;
}

async function userFor(accessToken: string) {
  return client().auth.getUser(accessToken);
}

async function refresh(refreshToken: string) {
  return client().auth.refreshSession({ refresh_token: refreshToken });
}

/** A client holding the given session, as the app's server client holds the cookie's. */
async function clientWith(session: Session) {
  const supabase = client();
  const { error } = await supabase.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  expect(error).toBeNull();
  return supabase;
}

describe("sign up", () => {
  it("returns the new user without a session and mails a confirmation link", async () => {
    const email = newEmail();
    const { data, error } = await client().auth.signUp({ email, password: PASSWORD, options: { data: { first_name: "Amelia" } } });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: "authenticated",
      role: "authenticated",
      user_metadata: { first_name: "Amelia" },
      app_metadata: { provider: "email", providers: ["email"] },
    });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Confirm your AeroMarket account");
    const link = new URL(mail?.links[0] ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/auth/confirm`);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("token_hash")).toMatch(/^[0-9a-f]{64}$/);
    expect(console.info).toHaveBeenCalledWith(`Mail to ${email}: Confirm your AeroMarket account: ${link.href}`);
  });

  it("stores the address in lower case", async () => {
    const email = newEmail();
    const { data } = await client().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(data.user?.email).toBe(email);
  });

  it("mails a fresh link to an unconfirmed address signing up again a minute later, and the older link stops working", async () => {
    const email = newEmail();
    const first = await client().auth.signUp({ email, password: PASSWORD });
    const firstHash = await latestTokenHash(email);

    advanceClock(60_000);
    const again = await client().auth.signUp({ email, password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);
    expect(again.data.user?.identities).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);

    const stale = await client().auth.verifyOtp({ type: "signup", token_hash: firstHash });
    expect(stale.error).toMatchObject({ code: "otp_expired" });
    const fresh = await client().auth.verifyOtp({ type: "signup", token_hash: await latestTokenHash(email) });
    expect(fresh.error).toBeNull();
  });

  it("hides an existing confirmed account behind a made-up user with no identities", async () => {
    const email = await confirmedUser();
    const mailsBefore = (await mailsTo(email)).length;
    const { data: existing } = await client().auth.signInWithPassword({ email, password: PASSWORD });

    const { data, error } = await client().auth.signUp({ email, password: "another-password" });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(existing.user?.id);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
  });

  it("rejects a weak password with GoTrue's weak_password error and reasons", async () => {
    const { data, error } = await client().auth.signUp({ email: newEmail(), password: "12345" });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });
    expect(error?.message).toBe("Password should be at least 6 characters.");
  });

  it("rejects a missing password and an invalid email as validation_failed", async () => {
    const noPassword = await client().auth.signUp({ email: newEmail(), password: "" });
    expect(noPassword.error).toMatchObject({ status: 400, code: "validation_failed", message: "Signup requires a valid password" });

    const badEmail = await client().auth.signUp({ email: "not-an-email", password: PASSWORD });
    expect(badEmail.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    });
  });

  it("points the link at an allowed redirect_to on the site, and ignores other origins", async () => {
    const local = newEmail();
    await client().auth.signUp({ email: local, password: PASSWORD, options: { emailRedirectTo: `${SITE_URL}/auth/confirm?next=/sell` } });
    const localLink = new URL((await mailsTo(local))[0]?.links[0] ?? "");
    expect(localLink.searchParams.get("next")).toBe("/sell");
    expect(localLink.searchParams.get("type")).toBe("signup");

    const foreign = newEmail();
    await client().auth.signUp({ email: foreign, password: PASSWORD, options: { emailRedirectTo: "https://evil.example/steal" } });
    const foreignLink = new URL((await mailsTo(foreign))[0]?.links[0] ?? "");
    expect(`${foreignLink.origin}${foreignLink.pathname}`).toBe(`${SITE_URL}/auth/confirm`);
  });
});

describe("email confirmation", () => {
  it("refuses to sign in before the address is confirmed", async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    const { data, error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" });
  });

  it("confirms the user through the link's token_hash, once", async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    const tokenHash = await latestTokenHash(email);

    const { data, error } = await client().auth.verifyOtp({ type: "signup", token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(JWT_EXPIRY);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.confirmed_at).toBe(data.user?.email_confirmed_at);
    expect(data.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);

    const second = await client().auth.verifyOtp({ type: "signup", token_hash: tokenHash });
    expect(second.data.session).toBeNull();
    expect(second.error).toMatchObject({ status: 403, code: "otp_expired", message: "Email link is invalid or has expired" });

    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it("accepts the link with type email too", async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    const { error } = await client().auth.verifyOtp({ type: "email", token_hash: await latestTokenHash(email) });
    expect(error).toBeNull();
  });

  it("expires the confirmation link after 24 hours", async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    const tokenHash = await latestTokenHash(email);
    advanceClock(24 * 3600_000 + 1000);
    const { error } = await client().auth.verifyOtp({ type: "signup", token_hash: tokenHash });
    expect(error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("does not accept a confirmation link as a recovery link", async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    const { error } = await client().auth.verifyOtp({ type: "recovery", token_hash: await latestTokenHash(email) });
    expect(error).toMatchObject({ code: "otp_expired" });
  });
});

describe("sign in", () => {
  it("opens a session whose ES256 access token verifies against the JWKS", async () => {
    const email = await confirmedUser();
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: JWT_EXPIRY });
    expect(data.user?.last_sign_in_at).toBeTruthy();

    const user = await supabase.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.email).toBe(email);

    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.header).toMatchObject({ alg: "ES256", kid: signingKey.kid, typ: "JWT" });
    const payload = claims.data?.claims;
    expect(payload).toMatchObject({
      sub: data.user?.id,
      aud: "authenticated",
      iss: `${SITE_URL}/auth/v1`,
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: {},
    });
    expect(payload?.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(payload?.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((payload?.exp ?? 0) - (payload?.iat ?? 0)).toBe(JWT_EXPIRY);
  });

  it("rejects a token whose signature does not verify", async () => {
    const session = await signIn(await confirmedUser());
    const [header, payload, signature = ""] = session.access_token.split(".");
    const forged = `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const { error } = await client().auth.getClaims(forged);
    expect(error?.message).toBe("Invalid JWT signature");
    expect((await userFor(forged)).error).toMatchObject({ status: 403, code: "bad_jwt" });
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const email = await confirmedUser();
    const wrong = await client().auth.signInWithPassword({ email, password: "wrong-password" });
    expect(wrong.error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    const unknown = await client().auth.signInWithPassword({ email: newEmail(), password: PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("stops accepting an access token once it has expired", async () => {
    const session = await signIn(await confirmedUser());
    advanceClock((JWT_EXPIRY + 1) * 1000);
    const { error } = await userFor(session.access_token);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
  });
});

describe("refresh", () => {
  it("rotates the refresh token on every use", async () => {
    const session = await signIn(await confirmedUser());
    const { data, error } = await refresh(session.refresh_token);
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.user.id).toBe(session.user.id);
    expect((await userFor(data.session?.access_token ?? "")).error).toBeNull();

    const next = await refresh(data.session?.refresh_token ?? "");
    expect(next.error).toBeNull();
    expect(next.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
  });

  it("answers a retry with the just-rotated token with the active token, as GoTrue does", async () => {
    const session = await signIn(await confirmedUser());
    const first = await refresh(session.refresh_token);
    advanceClock(60_000);
    const retry = await refresh(session.refresh_token);
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it("ends the whole session when an older token is reused after the reuse interval", async () => {
    const session = await signIn(await confirmedUser());
    const first = await refresh(session.refresh_token);
    const second = await refresh(first.data.session?.refresh_token ?? "");
    expect(second.error).toBeNull();

    advanceClock(11_000);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.data.session).toBeNull();
    expect(reuse.error).toMatchObject({ status: 400, code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" });

    const current = await refresh(second.data.session?.refresh_token ?? "");
    expect(current.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    expect((await userFor(second.data.session?.access_token ?? "")).error?.name).toBe("AuthSessionMissingError");
  });

  it("issues a working token pair when an older token is reused within the reuse interval", async () => {
    const session = await signIn(await confirmedUser());
    const first = await refresh(session.refresh_token);
    const second = await refresh(first.data.session?.refresh_token ?? "");

    advanceClock(5_000);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.error).toBeNull();
    const reissued = reuse.data.session;
    expect(reissued?.refresh_token).toBeTruthy();
    expect(reissued?.refresh_token).not.toBe(second.data.session?.refresh_token);
    expect((await userFor(reissued?.access_token ?? "")).error).toBeNull();
    expect((await refresh(reissued?.refresh_token ?? "")).error).toBeNull();
  });

  it("gives parallel refreshes with the same token one new token between them", async () => {
    const session = await signIn(await confirmedUser());
    const results = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token), refresh(session.refresh_token)]);
    for (const result of results) expect(result.error).toBeNull();
    expect(new Set(results.map((result) => result.data.session?.refresh_token)).size).toBe(1);
  });

  it("rejects an unknown refresh token", async () => {
    const { error } = await refresh("not-a-token");
    expect(error).toMatchObject({
      status: 400,
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });
});

describe("sign out", () => {
  it("with scope others ends every other session and keeps this one", async () => {
    const email = await confirmedUser();
    const [a, b, c] = [await signIn(email), await signIn(email), await signIn(email)];

    const { error } = await (await clientWith(b)).auth.signOut({ scope: "others" });
    expect(error).toBeNull();

    expect((await userFor(b.access_token)).error).toBeNull();
    expect((await refresh(b.refresh_token)).error).toBeNull();
    for (const other of [a, c]) {
      expect((await userFor(other.access_token)).error?.name).toBe("AuthSessionMissingError");
      expect((await refresh(other.refresh_token)).error).toMatchObject({ code: "refresh_token_not_found" });
    }
  });

  it("with scope local ends only this session", async () => {
    const email = await confirmedUser();
    const [mine, other] = [await signIn(email), await signIn(email)];

    const supabase = await clientWith(mine);
    expect((await supabase.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    expect((await userFor(mine.access_token)).error?.name).toBe("AuthSessionMissingError");
    expect((await refresh(mine.refresh_token)).error).toMatchObject({ code: "refresh_token_not_found" });
    expect((await userFor(other.access_token)).error).toBeNull();
  });

  it("with scope global (the default) ends every session of the user", async () => {
    const email = await confirmedUser();
    const [mine, other] = [await signIn(email), await signIn(email)];
    const bystander = await signIn(await confirmedUser());

    expect((await (await clientWith(mine)).auth.signOut()).error).toBeNull();

    for (const ended of [mine, other]) {
      expect((await userFor(ended.access_token)).error?.name).toBe("AuthSessionMissingError");
    }
    expect((await userFor(bystander.access_token)).error).toBeNull();
  });
});

// GoTrue keeps the User-Agent and client address (X-Forwarded-For's first valid address) of the
// request that started a session, and on every refresh sets refreshed_at, user_agent and ip anew.
describe("the device a session belongs to", () => {
  const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
  const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

  async function sessionRow(accessToken: string) {
    const { data } = await client().auth.getClaims(accessToken);
    const id = data?.claims.session_id;
    if (typeof id !== "string") throw new Error("No session_id in the access token");
    const [row] = await database.db.select().from(authSessions).where(eq(authSessions.id, id));
    if (!row) throw new Error(`No session ${id}`);
    return row;
  }

  it("records the user agent and address at sign-in, and again with refreshed_at on each refresh", async () => {
    const email = await confirmedUser();
    const { data } = await client("implicit", { "User-Agent": MAC_CHROME, "X-Forwarded-For": "not-an-address, 203.0.113.7, 10.0.0.1" }).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    if (!data.session) throw new Error("No session");
    const started = await sessionRow(data.session.access_token);
    expect(started).toMatchObject({ userAgent: MAC_CHROME, ip: "203.0.113.7", refreshedAt: null });

    advanceClock(5_000);
    const refreshed = await client("implicit", { "User-Agent": IPHONE_SAFARI, "X-Forwarded-For": "::ffff:198.51.100.23" }).auth.refreshSession({
      refresh_token: data.session.refresh_token,
    });
    expect(refreshed.error).toBeNull();
    const after = await sessionRow(refreshed.data.session?.access_token ?? "");
    expect(after).toMatchObject({ id: started.id, userAgent: IPHONE_SAFARI, ip: "198.51.100.23" });
    expect(after.refreshedAt?.getTime()).toBeGreaterThan(started.createdAt.getTime());
  });

  it("leaves them empty when the request carries none, as GoTrue does", async () => {
    const email = await confirmedUser();
    const session = await client("implicit", { "User-Agent": MAC_CHROME }).auth.signInWithPassword({ email, password: PASSWORD });
    expect(await sessionRow(session.data.session?.access_token ?? "")).toMatchObject({ userAgent: MAC_CHROME, ip: null });
  });
});

describe("update user", () => {
  it("merges data into the user metadata", async () => {
    const email = newEmail();
    await client().auth.signUp({ email, password: PASSWORD, options: { data: { first_name: "Amelia", company: "Old Co" } } });
    await client().auth.verifyOtp({ type: "signup", token_hash: await latestTokenHash(email) });
    const supabase = await clientWith(await signIn(email));

    const { data, error } = await supabase.auth.updateUser({ data: { company: "Earhart Aviation", company_size: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ first_name: "Amelia", company: "Earhart Aviation" });
    expect((await supabase.auth.getUser()).data.user?.user_metadata).toEqual({ first_name: "Amelia", company: "Earhart Aviation" });
  });

  it("changes the password, ending the user's other sessions", async () => {
    const email = await confirmedUser();
    const other = await signIn(email);
    const supabase = await clientWith(await signIn(email));

    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const weak = await supabase.auth.updateUser({ password: "123" });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);

    const { error } = await supabase.auth.updateUser({ password: "a-brand-new-password" });
    expect(error).toBeNull();
    expect((await supabase.auth.getUser()).error).toBeNull();
    expect((await userFor(other.access_token)).error?.name).toBe("AuthSessionMissingError");
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: "invalid_credentials" });
    expect((await client().auth.signInWithPassword({ email, password: "a-brand-new-password" })).error).toBeNull();
  });
});

describe("password recovery", () => {
  it("mails a recovery link whose token opens a session for setting a new password", async () => {
    const email = await confirmedUser();
    const { error } = await client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Reset your AeroMarket password");
    const link = new URL(mail?.links[0] ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/auth/confirm`);
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("next")).toBe("/reset-password");

    const supabase = client();
    const verified = await supabase.auth.verifyOtp({ type: "recovery", token_hash: link.searchParams.get("token_hash") ?? "" });
    expect(verified.error).toBeNull();
    expect(verified.data.session).toBeTruthy();
    expect(verified.data.user?.recovery_sent_at).toBeTruthy();

    expect((await supabase.auth.updateUser({ password: "recovered-password" })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "recovered-password" })).error).toBeNull();
  });

  it("expires the recovery link after an hour", async () => {
    const email = await confirmedUser();
    await client().auth.resetPasswordForEmail(email);
    const tokenHash = await latestTokenHash(email);
    advanceClock(3600_000 + 1000);
    const { error } = await client().auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(error).toMatchObject({ code: "otp_expired" });
  });

  it("answers an unknown address the same way and sends nothing", async () => {
    const email = newEmail();
    const { data, error } = await client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe("PKCE", () => {
  it("redirects a link followed through GET /verify with a code that exchanges for a session, once", async () => {
    const email = newEmail();
    const supabase = client("pkce");
    expect((await supabase.auth.signUp({ email, password: PASSWORD })).error).toBeNull();

    const verifyUrl = new URL(`${SUPABASE_URL}/auth/v1/verify`);
    verifyUrl.search = new URLSearchParams({ token: await latestTokenHash(email), type: "signup", redirect_to: `${SITE_URL}/welcome` }).toString();
    const response = await service(new Request(verifyUrl));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/welcome`);
    const code = location.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const again = await service(
      new Request(`${SUPABASE_URL}/auth/v1/token?grant_type=pkce`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(43) }),
      }),
    );
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: "flow_state_not_found" });
  });
});

describe("HTTP surface", () => {
  const url = (pathname: string) => `${SUPABASE_URL}/auth/v1${pathname}`;

  it("serves the public key set, cacheable for ten minutes", async () => {
    const response = await service(new Request(url("/.well-known/jwks.json")));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=600");
    const body = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", kid: signingKey.kid });
    expect(body.keys[0]).not.toHaveProperty("d");
  });

  it("answers unknown paths with a GoTrue-shaped 404 and echoes the API version", async () => {
    const response = await service(new Request(url("/nowhere"), { headers: { "X-Supabase-Api-Version": "2024-01-01" } }));
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Supabase-Api-Version")).toBe("2024-01-01");
    expect(await response.json()).toEqual({ code: "not_found", message: "Not Found" });
  });

  it("uses GoTrue's initial error shape for clients that send no API version", async () => {
    const response = await service(
      new Request(url("/token?grant_type=password"), {
        method: "POST",
        body: JSON.stringify({ email: "nobody@example.com", password: "whatever" }),
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.has("X-Supabase-Api-Version")).toBe(false);
    expect(await response.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
  });

  it("logs out with 204 and refuses an unknown scope", async () => {
    const session = await signIn(await confirmedUser());
    const headers = { Authorization: `Bearer ${session.access_token}`, "X-Supabase-Api-Version": "2024-01-01" };
    const bad = await service(new Request(url("/logout?scope=everywhere"), { method: "POST", headers }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "validation_failed" });

    const ok = await service(new Request(url("/logout?scope=local"), { method: "POST", headers }));
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe("");
  });

  it("requires a bearer token for /user", async () => {
    const response = await service(new Request(url("/user"), { headers: { "X-Supabase-Api-Version": "2024-01-01" } }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "no_authorization" });
  });
});

describe("signing key", () => {
  it("is made on first start, kept in the data directory and reused", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "aeromarket-key-"));
    try {
      const first = await loadSigningKey(dir, null);
      const file = path.join(dir, "auth-signing-key.json");
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ kty: "EC", crv: "P-256", kid: first.kid });
      const again = await loadSigningKey(dir, null);
      expect(again.kid).toBe(first.kid);
      expect(again.publicJwk).toEqual(first.publicJwk);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("can be given as a JWK in AUTH_SIGNING_KEY instead", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "aeromarket-key-"));
    try {
      const made = await loadSigningKey(dir, null);
      const jwk = await readFile(path.join(dir, "auth-signing-key.json"), "utf8");
      const given = await loadSigningKey(path.join(dir, "elsewhere"), jwk);
      expect(given.kid).toBe(made.kid);
      await expect(loadSigningKey(dir, JSON.stringify({ kty: "oct", k: "c2VjcmV0" }))).rejects.toThrow(/EC P-256/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("email change (PUT /user with email, verify type email_change)", () => {
  // Supabase Auth's secure email change (on by default, GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED):
  // updateUser({ email }) answers the user with `new_email` and mails a link of type
  // email_change to the new address and one to the current address. The first link used
  // answers 200 {msg, code} with no session; the address changes with the second, which
  // answers a token response (GoTrue's verify.go, emailChangeVerify).
  const SINGLE_CONFIRMATION = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

  /** The two links' token hashes, and the cancel (recovery) link the current address gets. */
  async function changeLinks(current: string, next: string) {
    const [toCurrent] = await mailsTo(current);
    expect(toCurrent?.subject).toBe("Your AeroMarket email address is about to change");
    expect(toCurrent?.text).toContain(next);
    const [confirm, cancel] = (toCurrent?.links ?? []).map((link) => new URL(link));
    return { toNew: await latestTokenHash(next), toCurrent: confirm?.searchParams.get("token_hash") ?? "", cancel };
  }

  it("mails both addresses and changes the address only once both links are opened", async () => {
    const email = await confirmedUser();
    const next = newEmail();
    const supabase = await clientWith(await signIn(email));

    const { data, error } = await supabase.auth.updateUser({ email: next }, { emailRedirectTo: `${SITE_URL}/auth/confirm?next=/settings` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    expect(data.user?.email_change_sent_at).toBeTruthy();
    const [mail] = await mailsTo(next);
    expect(mail?.subject).toBe("Confirm your new AeroMarket email address");
    const link = new URL(mail?.links[0] ?? "");
    expect(link.pathname).toBe("/auth/confirm");
    expect(link.searchParams.get("type")).toBe("email_change");
    expect(link.searchParams.get("next")).toBe("/settings");
    const links = await changeLinks(email, next);
    expect(links.toCurrent).not.toBe(links.toNew);

    const first = await client().auth.verifyOtp({ type: "email_change", token_hash: links.toNew });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user: null, session: null });
    await signIn(email);
    expect((await client().auth.signInWithPassword({ email: next, password: PASSWORD })).error?.code).toBe("invalid_credentials");
    expect((await supabase.auth.getUser()).data.user).toMatchObject({ email, new_email: next });

    const verified = await client().auth.verifyOtp({ type: "email_change", token_hash: links.toCurrent });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(next);
    expect(verified.data.user?.new_email).toBeUndefined();
    expect(verified.data.user?.identities?.[0]?.identity_data).toMatchObject({ email: next, email_verified: true });

    await signIn(next);
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe("invalid_credentials");
  });

  it("accepts the links in either order, each once", async () => {
    const email = await confirmedUser();
    const next = newEmail();
    await (await clientWith(await signIn(email))).auth.updateUser({ email: next });
    const { toNew, toCurrent } = await changeLinks(email, next);
    const first = await client().auth.verifyOtp({ type: "email_change", token_hash: toCurrent });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await client().auth.verifyOtp({ type: "email_change", token_hash: toCurrent })).error?.code).toBe("otp_expired");
    expect((await client().auth.verifyOtp({ type: "email_change", token_hash: toNew })).data.user?.email).toBe(next);
    expect((await client().auth.verifyOtp({ type: "email_change", token_hash: toNew })).error?.code).toBe("otp_expired");
  });

  it("answers the first link of GET /verify with GoTrue's message in the redirect, not a session", async () => {
    const email = await confirmedUser();
    const next = newEmail();
    await (await clientWith(await signIn(email))).auth.updateUser({ email: next });
    const { toNew } = await changeLinks(email, next);
    const response = await service(new Request(`${SUPABASE_URL}/auth/v1/verify?type=email_change&token=${toNew}&redirect_to=${encodeURIComponent(`${SITE_URL}/settings`)}`));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(new URLSearchParams(location.hash.slice(1)).get("message")).toBe(SINGLE_CONFIRMATION);
    expect(location.hash).not.toContain("access_token");
  });

  it("tells the current address at once, with a link that cancels the change by choosing a new password", async () => {
    const email = await confirmedUser();
    const next = newEmail();
    const copiedSession = await signIn(email);
    await (await clientWith(copiedSession)).auth.updateUser({ email: next });
    const { toNew, toCurrent, cancel } = await changeLinks(email, next);
    expect(cancel?.searchParams.get("type")).toBe("recovery");
    expect(cancel?.searchParams.get("next")).toBe("/reset-password");

    const owner = client();
    expect((await owner.auth.verifyOtp({ type: "recovery", token_hash: cancel?.searchParams.get("token_hash") ?? "" })).error).toBeNull();
    expect((await owner.auth.updateUser({ password: "a-brand-new-password" })).error).toBeNull();

    expect((await client().auth.verifyOtp({ type: "email_change", token_hash: toNew })).error?.code).toBe("otp_expired");
    expect((await client().auth.verifyOtp({ type: "email_change", token_hash: toCurrent })).error?.code).toBe("otp_expired");
    expect((await userFor(copiedSession.access_token)).error?.name).toBe("AuthSessionMissingError");
    expect((await owner.auth.getUser()).data.user).toMatchObject({ email });
    expect((await owner.auth.getUser()).data.user?.new_email).toBeUndefined();
  });

  it("lets the change lapse when the other link expires unused", async () => {
    const email = await confirmedUser();
    const next = newEmail();
    await (await clientWith(await signIn(email))).auth.updateUser({ email: next });
    const { toNew, toCurrent } = await changeLinks(email, next);
    expect((await client().auth.verifyOtp({ type: "email_change", token_hash: toNew })).error).toBeNull();
    advanceClock(25 * 60 * 60 * 1000);
    expect((await client().auth.verifyOtp({ type: "email_change", token_hash: toCurrent })).error?.code).toBe("otp_expired");
    await signIn(email);
  });

  it("refuses an address another account has, as GoTrue does (422 email_exists)", async () => {
    const email = await confirmedUser();
    const taken = await confirmedUser();
    const supabase = await clientWith(await signIn(email));
    const { error } = await supabase.auth.updateUser({ email: taken });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
  });
});

describe("the service-wide email cap (GoTrue's RATE_LIMIT_EMAIL_SENT)", () => {
  it("refuses emails over the hour's cap with 429 over_email_send_rate_limit, whoever they are for", async () => {
    // A clock of its own, a month ahead, so that its hour's window is its own.
    let offsetMs = 30 * 24 * 60 * 60 * 1000;
    const capped = createAuthService({
      db: database.db,
      jwtExpiry: JWT_EXPIRY,
      siteUrl: SITE_URL,
      signingKey,
      mailer: createMailer({ dataDir }),
      now: () => new Date(Date.now() + offsetMs),
      emailsPerHour: 3,
    });
    const cappedClient = createClient(SUPABASE_URL, "anon-key", {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: (input, init) => capped(new Request(input, init)) },
    });
    for (let sent = 0; sent < 3; sent++) expect((await cappedClient.auth.signUp({ email: newEmail(), password: PASSWORD })).error).toBeNull();
    const refused = newEmail();
    const over = await cappedClient.auth.signUp({ email: refused, password: PASSWORD });
    expect(over.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit", message: "Email rate limit exceeded" });
    expect(await mailsTo(refused)).toHaveLength(0);
    offsetMs += 60 * 60 * 1000;
    expect((await cappedClient.auth.resetPasswordForEmail(refused)).error).toBeNull();
  });
});

describe("closer to Supabase Auth", () => {
  // GoTrue's GOTRUE_SMTP_MAX_FREQUENCY (60 s by default): a second confirmation or recovery
  // email to the same user within it is refused with 429 over_email_send_rate_limit.
  it("limits each kind of email to one a minute per address", async () => {
    const email = newEmail();
    expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const again = await client().auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailsTo(email)).toHaveLength(1);

    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await client().auth.resetPasswordForEmail(email)).error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });

    advanceClock(61_000);
    expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(4);
  });

  // GoTrue keeps confirmation_sent_at and recovery_sent_at when a link is used (User.Confirm and
  // User.Recover clear only the tokens) and clears both when the password changes
  // (User.UpdatePassword, "the user no longer trusts the actions performed by the previous
  // password"), so the per-minute email limit starts afresh.
  it("clears confirmation_sent_at and recovery_sent_at when the password changes, not when a link is used", async () => {
    const email = newEmail();
    const signedUp = await client().auth.signUp({ email, password: PASSWORD });
    expect(signedUp.data.user?.confirmation_sent_at).toBeTruthy();
    const confirmed = await client().auth.verifyOtp({ type: "signup", token_hash: await latestTokenHash(email) });
    expect(confirmed.data.user?.confirmation_sent_at).toBe(signedUp.data.user?.confirmation_sent_at);

    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const supabase = client();
    const recovered = await supabase.auth.verifyOtp({ type: "recovery", token_hash: await latestTokenHash(email) });
    expect(recovered.error).toBeNull();
    expect(recovered.data.user?.recovery_sent_at).toBeTruthy();
    expect(recovered.data.user?.confirmation_sent_at).toBe(signedUp.data.user?.confirmation_sent_at);
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });

    const { data, error } = await supabase.auth.updateUser({ password: "a-password-after-recovery" });
    expect(error).toBeNull();
    expect(data.user?.recovery_sent_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeUndefined();
    expect((await supabase.auth.getUser()).data.user).not.toHaveProperty("recovery_sent_at");

    // Within the same minute, a new recovery email may go: the limit counts from recovery_sent_at.
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await mailsTo(email)).filter((mail) => mail.subject === "Reset your AeroMarket password")).toHaveLength(2);
  });

  // A metadata-only update is no password change: both stay.
  it("keeps confirmation_sent_at and recovery_sent_at when only the metadata changes", async () => {
    const email = await confirmedUser();
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const supabase = await clientWith(await signIn(email));
    const { data, error } = await supabase.auth.updateUser({ data: { first_name: "Bessie" } });
    expect(error).toBeNull();
    expect(data.user?.recovery_sent_at).toBeTruthy();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
  });

  // GoTrue's signup stores the metadata in the email identity's identity_data, beside sub and email.
  it("carries the sign-up metadata in identities[].identity_data", async () => {
    const email = newEmail();
    const { data } = await client().auth.signUp({ email, password: PASSWORD, options: { data: { first_name: "Amelia", user_type: "buyer" } } });
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ first_name: "Amelia", user_type: "buyer", email, email_verified: false, sub: data.user?.id });
  });

  // GoTrue names every error in the x-sb-error-code response header, whatever the API version.
  it("names the error in the x-sb-error-code header", async () => {
    for (const version of [{}, { "X-Supabase-Api-Version": "2024-01-01" }] as Record<string, string>[]) {
      const response = await service(
        new Request(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: { "Content-Type": "application/json", apikey: "anon-key", ...version },
          body: JSON.stringify({ email: newEmail(), password: "wrong-password" }),
        }),
      );
      expect(response.status).toBe(400);
      expect(response.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    }
  });

  // A confirmed address's sign-up must not answer faster than a new one's: the time would tell who has an account.
  // A new address's sign-up is dominated by hashing its password, so the known address's must hash one too:
  // its answer takes at least most of a hash measured beside it, on a busy machine as on a quiet one
  // (answering without hashing took about 5 ms against 100 ms for a hash).
  it("answers a sign-up as slowly for a confirmed address as for a new one", async () => {
    const known = await confirmedUser();
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const hashTimes: number[] = [];
    for (let round = 0; round < 5; round++) {
      knownTimes.push(await timed(() => client().auth.signUp({ email: known, password: PASSWORD })));
      hashTimes.push(await timed(() => hashPassword(PASSWORD)));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(median(knownTimes)).toBeGreaterThan(median(hashTimes) * 0.7);
  });
});

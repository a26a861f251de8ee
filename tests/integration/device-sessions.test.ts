/**
 * The signed-in devices /settings lists: the auth server's sessions with the user agent
 * and address GoTrue keeps on them, read from the embedded service's tables, or from a
 * Supabase database's auth.sessions. Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuthService, generateSigningKey } from "~/server/auth-service";
import { hashPassword } from "~/server/auth-service/passwords";
import { deviceSessions } from "~/server/accounts/device-sessions.server";
import { authUsers } from "~/server/db/auth-schema";
import { createMailer } from "~/server/platform/mail.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

const PASSWORD = "correct-horse-battery";
const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

let database: TestDatabase;
let dataDir: string;
let service: (request: Request) => Promise<Response>;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-devices-"));
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  service = createAuthService({ db: database.db, jwtExpiry: 3600, siteUrl: "http://localhost:3000", signingKey: await generateSigningKey(), mailer: createMailer({ dataDir }) });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function confirmedUser(): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `device-${id}@example.com`;
  const now = new Date();
  await database.db.insert(authUsers).values({ id, email, encryptedPassword: await hashPassword(PASSWORD), emailConfirmedAt: now, createdAt: now, updatedAt: now });
  return { id, email };
}

/** Signs in the way the app's server client does, with the browser's agent and address. */
async function signInFrom(email: string, headers: Record<string, string>) {
  const supabase = createClient("http://localhost:54321", "anon-key", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => service(new Request(input, init)), headers },
  });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  const { data: claims } = await supabase.auth.getClaims(data.session?.access_token);
  return String(claims?.claims.session_id);
}

describe("with the embedded auth service", () => {
  it("lists every open session of the account with its user agent and address", async () => {
    const { id, email } = await confirmedUser();
    const laptop = await signInFrom(email, { "User-Agent": MAC_CHROME, "X-Forwarded-For": "203.0.113.7" });
    const phone = await signInFrom(email, { "User-Agent": IPHONE_SAFARI, "X-Forwarded-For": "2001:db8:85a3::7334" });
    const someoneElse = await confirmedUser();
    await signInFrom(someoneElse.email, { "User-Agent": MAC_CHROME });

    const result = await deviceSessions(database.db, { hosted: false, userId: id, currentSessionId: laptop });
    expect(result.available).toBe(true);
    const sessions = result.available ? result.sessions : [];
    expect(sessions.map((session) => session.id).sort()).toEqual([laptop, phone].sort());
    expect(sessions.find((session) => session.id === laptop)).toMatchObject({ userAgent: MAC_CHROME, ip: "203.0.113.7", refreshedAt: null });
    expect(sessions.find((session) => session.id === phone)).toMatchObject({ userAgent: IPHONE_SAFARI, ip: "2001:db8:85a3::7334" });
    expect(sessions[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("is not available when the table does not hold the session asking", async () => {
    const { id, email } = await confirmedUser();
    await signInFrom(email, { "User-Agent": MAC_CHROME });
    expect(await deviceSessions(database.db, { hosted: false, userId: id, currentSessionId: randomUUID() })).toEqual({ available: false });
    expect(await deviceSessions(database.db, { hosted: false, userId: id, currentSessionId: null })).toEqual({ available: false });
  });
});

describe("with hosted Supabase", () => {
  it("is not available when DATABASE_URL's database has no auth.sessions", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await deviceSessions(database.db, { hosted: true, userId: randomUUID(), currentSessionId: randomUUID() })).toEqual({ available: false });
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("auth.sessions is not readable"), expect.any(String));
    warned.mockRestore();
  });

  it("reads auth.sessions in a Supabase database: GoTrue's UTC refreshed_at, expired sessions left out", async () => {
    // The columns GoTrue's migrations give auth.sessions that the list reads.
    await database.db.execute(sql.raw(`CREATE SCHEMA auth`));
    await database.db.execute(
      sql.raw(`CREATE TABLE auth.sessions (
        id uuid PRIMARY KEY, user_id uuid NOT NULL, created_at timestamptz, updated_at timestamptz,
        not_after timestamptz, refreshed_at timestamp without time zone, user_agent text, ip inet)`),
    );
    const userId = randomUUID();
    const [current, phone, expired] = [randomUUID(), randomUUID(), randomUUID()];
    await database.db.execute(sql`
      INSERT INTO auth.sessions (id, user_id, created_at, updated_at, not_after, refreshed_at, user_agent, ip) VALUES
        (${current}::uuid, ${userId}::uuid, '2026-11-20T08:00:00Z', '2026-11-20T08:00:00Z', NULL, NULL, ${MAC_CHROME}, '203.0.113.7'),
        (${phone}::uuid, ${userId}::uuid, '2026-11-01T08:00:00Z', '2026-11-24T09:30:00Z', NULL, '2026-11-24 09:30:00', ${IPHONE_SAFARI}, '198.51.100.23'),
        (${expired}::uuid, ${userId}::uuid, '2026-10-01T08:00:00Z', '2026-10-01T08:00:00Z', '2026-10-02T08:00:00Z', NULL, NULL, NULL),
        (${randomUUID()}::uuid, ${randomUUID()}::uuid, '2026-11-20T08:00:00Z', '2026-11-20T08:00:00Z', NULL, NULL, ${MAC_CHROME}, '192.0.2.1')
    `);

    const result = await deviceSessions(database.db, { hosted: true, userId, currentSessionId: current });
    expect(result.available).toBe(true);
    const sessions = result.available ? result.sessions : [];
    expect(sessions.map((session) => session.id).sort()).toEqual([current, phone].sort());
    expect(sessions.find((session) => session.id === phone)).toMatchObject({
      userAgent: IPHONE_SAFARI,
      ip: "198.51.100.23",
      refreshedAt: new Date("2026-11-24T09:30:00Z"),
      createdAt: new Date("2026-11-01T08:00:00Z"),
    });

    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // A session the auth server does not know of here: this is not the database it writes.
    expect(await deviceSessions(database.db, { hosted: true, userId, currentSessionId: randomUUID() })).toEqual({ available: false });
    warned.mockRestore();
  });
});

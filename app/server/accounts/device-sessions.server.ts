import { sql } from "drizzle-orm";
import type { DeviceSession } from "~/domain/accounts/devices";
import type { Database } from "../db/database";

/** The account's signed-in sessions, or why they cannot be listed. */
export type DeviceSessions = { available: true; sessions: DeviceSession[] } | { available: false };

type SessionRow = { id: string; user_agent: string | null; ip: string | null; created_at: Date | string; refreshed_at: Date | string | null };

/**
 * The person's open sessions, read from the auth server's own `sessions` table, since
 * Supabase Auth offers no API that lists them: `aeromarket_auth.sessions` for the embedded
 * service; with hosted Supabase, `auth.sessions`, which only a DATABASE_URL that is the
 * Supabase project's own database (with a role allowed to read it) can see. The list
 * counts only if it holds the session making this request: otherwise the table read is
 * not the one the auth server writes, and the list is not available. `hosted`: the app
 * talks to hosted Supabase (SUPABASE_URL is set).
 */
export async function deviceSessions(
  db: Database,
  { hosted, userId, currentSessionId }: { hosted: boolean; userId: string; currentSessionId: string | null },
): Promise<DeviceSessions> {
  let rows: SessionRow[];
  try {
    rows = await readSessions(db, hosted ? "auth" : "aeromarket_auth", userId);
  } catch (error) {
    if (!hosted) throw error;
    // Not a Supabase database (no auth schema), or a role without access to it.
    console.warn("The signed-in devices cannot be listed: auth.sessions is not readable through DATABASE_URL:", String(error));
    return { available: false };
  }
  if (!currentSessionId || !rows.some((row) => row.id === currentSessionId)) {
    if (hosted) console.warn("The signed-in devices cannot be listed: auth.sessions in DATABASE_URL's database does not hold this session");
    return { available: false };
  }
  return {
    available: true,
    sessions: rows.map((row) => ({
      id: row.id,
      userAgent: row.user_agent,
      ip: row.ip,
      createdAt: new Date(row.created_at),
      refreshedAt: row.refreshed_at === null ? null : new Date(row.refreshed_at),
    })),
  };
}

/**
 * GoTrue's columns, the same in both schemas. GoTrue writes refreshed_at as a UTC
 * timestamp without time zone (the embedded service's has one), so it is read as UTC;
 * sessions past their not_after are over.
 */
async function readSessions(db: Database, schema: "auth" | "aeromarket_auth", userId: string): Promise<SessionRow[]> {
  const table = sql.raw(`"${schema}"."sessions"`);
  const refreshedAt =
    schema === "auth" ? sql.raw(`(refreshed_at::timestamp AT TIME ZONE 'UTC')`) : sql.raw("refreshed_at");
  const result = await db.execute(sql`
    SELECT id::text AS id, user_agent, host(ip) AS ip, created_at, ${refreshedAt} AS refreshed_at
    FROM ${table}
    WHERE user_id = ${userId}::uuid AND (not_after IS NULL OR not_after > now())
  `);
  return (result as unknown as { rows: SessionRow[] }).rows;
}

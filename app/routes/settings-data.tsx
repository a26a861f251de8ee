import { lastActiveAt } from "~/domain/accounts/devices";
import { personalData } from "~/server/accounts/account-data.server";
import { deviceSessions } from "~/server/accounts/device-sessions.server";
import { requireUser } from "~/server/auth/guards.server";
import { currentSessionId, supabaseFor } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { env } from "~/server/platform/env.server";
import type { Route } from "./+types/settings-data";

/**
 * The signed-in person's data as one JSON file: what the account holds (its signed-in
 * sessions too, with their user agents and addresses, or null where they cannot be read),
 * then what the marketplace holds.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { data: auth } = await supabaseFor(context).auth.getUser();
  const account = auth.user
    ? {
        id: auth.user.id,
        email: auth.user.email,
        newEmailWaitingForConfirmation: auth.user.new_email ?? null,
        createdAt: auth.user.created_at,
        emailConfirmedAt: auth.user.email_confirmed_at ?? null,
        lastSignInAt: auth.user.last_sign_in_at ?? null,
        details: auth.user.user_metadata,
      }
    : { id: user.id, email: user.email };
  const db = await database();
  const sessionId = currentSessionId(context);
  const sessions = await deviceSessions(db, { hosted: env().supabase !== undefined, userId: user.id, currentSessionId: sessionId });
  const signedInDevices = sessions.available
    ? sessions.sessions.map((session) => ({
        userAgent: session.userAgent,
        ipAddress: session.ip,
        signedInAt: session.createdAt,
        lastActiveAt: lastActiveAt(session),
        thisDevice: session.id === sessionId,
      }))
    : null;
  const body = { exportedAt: new Date().toISOString(), account, signedInDevices, ...(await personalData(db, user)) };
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="aeromarket-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

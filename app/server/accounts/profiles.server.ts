import type { User } from "@supabase/supabase-js";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { profiles } from "../db/schema";
import { env } from "../platform/env.server";
import { sealedUserType } from "./sign-up-seal.server";
import { type AccountRoles, accountRoles } from "../operators/roles.server";
import { claimListingsByContactEmail } from "../listings/listing-ownership.server";

export type Profile = typeof profiles.$inferSelect;

/**
 * The app's own copy of what a person told us at sign-up, kept for its queries
 * (seller names, dashboards) and the one place their role is read from. Written on
 * confirmation or on first sign-in, from the account's metadata (its buyer or seller type
 * only when the app's own sign-up sealed it, sign-up-seal.server.ts); later sign-ins leave
 * it as it is, and return the roles it holds. A seller's account also
 * takes over the unowned listings whose contact email it confirmed.
 */
export async function ensureProfile(db: Database, user: User, secrets: readonly string[] = env().sessionSecrets): Promise<AccountRoles> {
  const metadata = user.user_metadata ?? {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  // The names are the person's own to give; the type only as the app's sign-up sealed it.
  const userType = sealedUserType(user.email ?? "", metadata, secrets);
  await db
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email ?? "",
      firstName: text(metadata.first_name),
      lastName: text(metadata.last_name),
      userType,
      company: userType === "seller" ? text(metadata.company) || null : null,
      phone: text(metadata.phone),
    })
    .onConflictDoNothing({ target: profiles.id });
  // What the profile says from now on, whatever the metadata says later: its owner can rewrite that.
  const roles = await accountRoles(db, user.id);
  // On every sign-in, so that a listing entered later with this contact email comes under the account too.
  if (roles.userType === "seller" && !roles.suspended && user.email_confirmed_at) await claimListingsByContactEmail(db, user.id, user.email ?? "");
  return roles;
}

export async function findProfile(db: Database, id: string): Promise<Profile | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return profile ?? null;
}

/** Whether the buyer is emailed when a saved aircraft's price drops or it is marked pending or sold. */
export async function setAircraftAlerts(db: Database, id: string, on: boolean): Promise<void> {
  await db.update(profiles).set({ aircraftAlerts: on }).where(eq(profiles.id, id));
}

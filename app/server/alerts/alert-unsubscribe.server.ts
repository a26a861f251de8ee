/** Stopping alerts from an email's link, without signing in (see unsubscribe-token.server.ts). */
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { savedSearches } from "../db/schema";
import { setAircraftAlerts } from "../accounts/profiles.server";
import { signUnsubscribeToken, type UnsubscribeSubject } from "./unsubscribe-token.server";

export const UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

export function unsubscribeUrl(siteUrl: string, subject: UnsubscribeSubject, secrets: readonly string[]): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: signUnsubscribeToken(subject, secrets) })}`;
}

/** What was stopped: the saved search by name (null when it has been deleted since), or the buyer's saved-aircraft emails. */
export type Unsubscribed = { kind: "saved-search"; searchName: string | null } | { kind: "saved-aircraft" };

/** Turns the alerts off at once: the saved search's frequency becomes off, or the buyer's saved-aircraft emails stop. */
export async function unsubscribe(db: Database, subject: UnsubscribeSubject): Promise<Unsubscribed> {
  if (subject.kind === "saved-aircraft") {
    await setAircraftAlerts(db, subject.buyerId, false);
    return { kind: "saved-aircraft" };
  }
  const [search] = await db
    .update(savedSearches)
    .set({ frequency: "off" })
    .where(eq(savedSearches.id, subject.savedSearchId))
    .returning({ name: savedSearches.name });
  return { kind: "saved-search", searchName: search?.name ?? null };
}

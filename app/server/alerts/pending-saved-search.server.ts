import { createCookie } from "react-router";
import { z } from "zod";
import { ALERT_FREQUENCIES, type AlertFrequency, criteriaFields, type SearchCriteria } from "~/domain/alerts/saved-search";
import { criteriaFromFields } from "~/domain/alerts/saved-search-schema";
import type { Database } from "../db/database";
import { env } from "../platform/env.server";
import { saveSearch, SavedSearchLimitError } from "./saved-searches.server";

/** How long a visitor has to sign in, or to sign up and confirm, for the search they saved to be kept. */
const PENDING_SECONDS = 60 * 60;

const pendingCookie = () =>
  createCookie("aeromarket_pending_search", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: PENDING_SECONDS,
    secrets: env().sessionSecrets,
  });

const pendingSchema = z.object({
  fields: z.array(z.tuple([z.string(), z.string()])),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES.map((option) => option.value) as [AlertFrequency, ...AlertFrequency[]]),
  returnTo: z.string(),
});

export type PendingSearch = { criteria: SearchCriteria; name: string; frequency: AlertFrequency; returnTo: string };

/**
 * A visitor asked to save a search: it waits in a signed cookie while they sign
 * in. Only a sign-in or a confirmed sign-up saves it (claimPendingSearch), never
 * a link, so no crafted URL can save a search into someone's account.
 */
export async function rememberPendingSearch(pending: PendingSearch): Promise<string> {
  const { criteria, ...rest } = pending;
  return pendingCookie().serialize({ ...rest, fields: criteriaFields(criteria) });
}

/** The search waiting to be saved, if any; the cookie stays. */
export async function readPendingSearch(request: Request): Promise<PendingSearch | null> {
  return pendingFrom(await pendingCookie().parse(request.headers.get("Cookie")));
}

function pendingFrom(value: unknown): PendingSearch | null {
  const parsed = pendingSchema.safeParse(value);
  if (!parsed.success) return null;
  const { fields, ...rest } = parsed.data;
  const criteria = criteriaFromFields(new URLSearchParams(fields));
  return criteria ? { ...rest, criteria } : null;
}

/**
 * After a sign-in or a confirmed sign-up: saves the waiting search for a buyer and
 * clears the cookie. Returns what was saved (null for none, or for a seller, whose
 * account has no saved searches) and the headers that clear the cookie.
 */
export async function claimPendingSearch(
  request: Request,
  db: Database,
  account: { id: string; userType: "buyer" | "seller" },
): Promise<{ saved: PendingSearch | null; headers: Headers }> {
  const headers = new Headers();
  const value: unknown = await pendingCookie().parse(request.headers.get("Cookie"));
  if (value === null || value === undefined) return { saved: null, headers };
  headers.append("Set-Cookie", await pendingCookie().serialize("", { maxAge: 0 }));
  const pending = pendingFrom(value);
  if (!pending || account.userType !== "buyer") return { saved: null, headers };
  try {
    await saveSearch(db, account.id, pending.criteria, { name: pending.name, frequency: pending.frequency });
  } catch (error) {
    // A buyer at the cap signs in as usual; the search waits to be saved from its page, which says why it cannot be.
    if (error instanceof SavedSearchLimitError) return { saved: null, headers };
    throw error;
  }
  return { saved: pending, headers };
}

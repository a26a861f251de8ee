import type { SupabaseClient, User } from "@supabase/supabase-js";
import { type Registration, accountMetadata } from "~/domain/accounts/account-forms";
import { signUpFailure, UNEXPECTED_ERROR } from "~/domain/accounts/auth-messages";
import { sealUserType } from "../accounts/sign-up-seal.server";
import { runInBackground } from "../platform/background-work.server";
import { env } from "../platform/env.server";
import { createSupabaseAdminClient, createSupabaseServerClient } from "./supabase.server";

type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

/** Any exception on the way (a network failure, a bug) reads the same to a person. */
async function outcomeOf<T>(attempt: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await attempt();
  } catch (error) {
    console.error("Auth call failed:", error);
    return { ok: false, message: UNEXPECTED_ERROR };
  }
}

/**
 * Creates the account; the confirmation email links back to /auth/confirm on this site.
 * The chosen buyer or seller type goes with a seal only this server can make.
 */
export function registerAccount(supabase: SupabaseClient, registration: Registration): Promise<Outcome> {
  return outcomeOf(async () => {
    const { data, error } = await supabase.auth.signUp({
      email: registration.email,
      password: registration.password,
      options: {
        data: { ...accountMetadata(registration), ...sealUserType(registration.email, registration.userType, env().sessionSecrets) },
        emailRedirectTo: `${env().siteUrl}/auth/confirm`,
      },
    });
    const failure = signUpFailure(error, data.user?.identities);
    return failure ? { ok: false, message: failure } : { ok: true, value: undefined };
  });
}

export function signIn(supabase: SupabaseClient, credentials: { email: string; password: string }): Promise<Outcome<User>> {
  return outcomeOf(async () => {
    const { data, error } = await supabase.auth.signInWithPassword(credentials);
    return error ? { ok: false, message: error.message } : { ok: true, value: data.user };
  });
}

/** Confirms an email link (sign-up or recovery) and starts the session it carries. */
export function verifyEmailLink(supabase: SupabaseClient, link: { tokenHash: string; type: "signup" | "email" | "recovery" }): Promise<Outcome<User>> {
  return outcomeOf(async () => {
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: link.tokenHash, type: link.type });
    if (error) return { ok: false, message: error.message };
    return data.user ? { ok: true, value: data.user } : { ok: false, message: UNEXPECTED_ERROR };
  });
}

/**
 * Asks the auth server to mail a recovery link, without waiting for its answer: the page
 * then answers alike, and as fast, whether or not the address has an account. Waiting
 * would show the account's extra work (a token, an email) in the response time, and its
 * failures (an email refused, the auth server's own email limit) happen only for
 * accounts; they are logged instead. The client is one of its own, so that no cookie it
 * writes (a PKCE verifier the emailed link never needs) races the response.
 */
export function requestPasswordReset(request: Request, email: string): void {
  const supabase = createSupabaseServerClient(request, { cookies: [], headers: {} });
  runInBackground("Sending a password recovery link", async () => {
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${env().siteUrl}/auth/confirm?next=/reset-password`,
    });
    if (error) throw error;
  });
}

export function changePassword(supabase: SupabaseClient, password: string): Promise<Outcome> {
  return outcomeOf(async () => {
    const { error } = await supabase.auth.updateUser({ password });
    return error ? { ok: false, message: error.message } : { ok: true, value: undefined };
  });
}

/**
 * Ends the session on every device. False when the auth server could not be told:
 * the failure is logged and the caller still clears this browser's session.
 */
export function signOutEverywhere(supabase: SupabaseClient): Promise<boolean> {
  return signOutSessions(supabase, "global");
}

/**
 * Whether the password is the account's, asked of the auth server with a sign-in of
 * its own: the client keeps no cookie and the session it opens is ended at once.
 * Hosted Supabase offers no other way to check a password for a signed-in user.
 */
export async function passwordIsCorrect(request: Request, email: string, password: string): Promise<boolean> {
  const supabase = createSupabaseServerClient(new Request(request.url), { cookies: [], headers: {} });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.session) return false;
  await supabase.auth.signOut({ scope: "local" });
  return true;
}

/**
 * Saves the details the account carries (its metadata) and starts a fresh access token,
 * whose claims the header reads, so the new name shows on the next page.
 */
export function updateAccountDetails(supabase: SupabaseClient, details: Record<string, string | null>): Promise<Outcome> {
  return outcomeOf(async () => {
    const { error } = await supabase.auth.updateUser({ data: details });
    if (error) return { ok: false, message: error.message };
    const refreshed = await supabase.auth.refreshSession();
    return refreshed.error ? { ok: false, message: refreshed.error.message } : { ok: true, value: undefined };
  });
}

/**
 * Asks for a new sign-in address. The auth server mails a link to the new address and one
 * to the current one (Supabase's secure email change); the old address signs in until both
 * are opened. An address another account has is refused by the auth server (422
 * email_exists) but reads as done here, so that the form does not tell who has an account.
 */
export function requestEmailChange(supabase: SupabaseClient, email: string): Promise<Outcome> {
  return outcomeOf(async () => {
    const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: `${env().siteUrl}/auth/confirm?next=/settings` });
    return error && error.code !== "email_exists" ? { ok: false, message: error.message } : { ok: true, value: undefined };
  });
}

/**
 * Uses one of an email change's two links. The first answers no user: the other link is
 * still to be opened. The last answers the user with the new address; the session the auth
 * server starts with it is ended at once on a client of its own, so opening a link signs
 * no one in (whoever holds a link proves only an inbox, not the password).
 */
export function confirmEmailChange(request: Request, tokenHash: string): Promise<Outcome<User | null>> {
  return outcomeOf(async () => {
    const supabase = createSupabaseServerClient(new Request(request.url), { cookies: [], headers: {} });
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: "email_change" });
    if (error) return { ok: false, message: error.message };
    if (data.session) await supabase.auth.signOut({ scope: "local" });
    return { ok: true, value: data.user };
  });
}

/** Ends the account's sessions on other devices, or on every one this included. */
export async function signOutSessions(supabase: SupabaseClient, scope: "others" | "global"): Promise<boolean> {
  try {
    const { error } = await supabase.auth.signOut({ scope });
    if (!error) return true;
    console.error("Error signing out:", error);
  } catch (error) {
    console.error("Error signing out:", error);
  }
  return false;
}

/**
 * Deletes the person's auth account (their sessions go with it), so that the address can
 * sign up again as someone new. False when it could not be done; the reason is logged.
 */
export async function deleteAuthAccount(userId: string): Promise<boolean> {
  try {
    const admin = await createSupabaseAdminClient();
    if (!admin) {
      console.error("Closing an account needs SUPABASE_SERVICE_ROLE_KEY with hosted Supabase");
      return false;
    }
    const { error } = await admin.auth.admin.deleteUser(userId);
    if (!error) return true;
    console.error("Deleting an auth account failed:", error);
  } catch (error) {
    console.error("Deleting an auth account failed:", error);
  }
  return false;
}

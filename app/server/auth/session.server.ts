import { AuthUnknownError, isAuthRetryableFetchError, type JwtPayload, type SupabaseClient } from "@supabase/supabase-js";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { SignedInUser } from "~/domain/accounts/account";
import { clearAuthCookiesAtScopes, serializeCookieHeader } from "@supabase/ssr";
import { database } from "../db/client.server";
import { clientAddressContext } from "../platform/request-context.server";
import { accountRoles } from "../operators/roles.server";
import { sessionIsOpen } from "./session-liveness.server";
import { createSupabaseServerClient, requestCookies, SESSION_COOKIE, type SessionCookieJar } from "./supabase.server";
import { timed } from "../platform/server-timing.server";
import { verifiedTokens } from "./verified-tokens.server";

type AuthSession = { supabase: () => SupabaseClient; user: SignedInUser | null; sessionId: string | null; request: Request; jar: SessionCookieJar };

const authSessionContext = createContext<AuthSession | null>(null);

/**
 * Reads the session once per request; a request with none of its cookies is a visitor's,
 * with nothing to read. `getClaims()` refreshes the tokens when 90 s or
 * less remain and checks the access token's signature; the auth server then confirms,
 * at most every few seconds per session, that the session was not ended elsewhere.
 * A cookie that holds no valid open session (forged, malformed, ended) reads as signed
 * out and is cleared, so it can never break a page; an auth server that cannot be
 * reached leaves it in place for the next request. Every cookie the Supabase client set
 * on the way (refreshed, signed in, signed out) goes onto the response, redirects
 * included, so a rotated refresh token is never lost.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const jar: SessionCookieJar = { cookies: [], headers: {} };
  // Made when first needed: a visitor without a session cookie has no session to read,
  // and most of their requests (public pages) never sign anyone in.
  let client: SupabaseClient | undefined;
  const supabase = () => (client ??= createSupabaseServerClient(request, jar, context.get(clientAddressContext)));
  const { user, sessionId, keepCookies } = holdsSessionCookie(request) ? await timed(context, "session", readSession(supabase())) : NO_SESSION_COOKIE;
  context.set(authSessionContext, { supabase, user, sessionId: user ? sessionId : null, request, jar });
  if (!user && !keepCookies) await clearLocalSession(context);
  const response = await next();
  for (const cookie of jar.cookies) response.headers.append("Set-Cookie", cookie);
  for (const [name, value] of Object.entries(jar.headers)) response.headers.set(name, value);
  return response;
};

type SessionReading = { user: SignedInUser; sessionId: string; keepCookies: true } | { user: null; sessionId?: undefined; keepCookies: boolean };

/** Nothing to read and nothing to clear. */
const NO_SESSION_COOKIE: SessionReading = { user: null, keepCookies: true };

/** Whether the request carries any of the session's cookies (the session itself, its chunks, a sign-in's code verifier). */
function holdsSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(SESSION_COOKIE);
}

/** What `getClaims()` says, less the parts of the token nothing here reads. */
type ClaimsResult = { data: { claims: JwtPayload } | null; error: Awaited<ReturnType<SupabaseClient["auth"]["getClaims"]>>["error"] };

async function readSession(supabase: SupabaseClient): Promise<SessionReading> {
  let result: ClaimsResult;
  try {
    result = await verifiedClaims(supabase);
  } catch (error) {
    // auth-js lets some forged tokens' errors escape instead of returning them: `alg`
    // none ("Invalid alg claim"), RS256 against our EC key (DOMException), a header that is not JSON.
    console.warn("Cleared a session cookie whose access token cannot be verified:", String(error));
    return { user: null, keepCookies: false };
  }
  const { data, error } = result;
  if (data) {
    // GoTrue puts a session_id in every user's access token: one without it holds no session.
    const sessionId = data.claims.session_id;
    if (typeof sessionId === "string" && (await sessionIsOpen(supabase, sessionId))) {
      const user = await signedInUser(data.claims);
      // A suspended account's sessions end at its next request.
      return user ? { user, sessionId, keepCookies: true } : { user: null, keepCookies: false };
    }
    return { user: null, keepCookies: false };
  }
  // Unreachable, a 5xx, or an answer that is not GoTrue's: not the cookie's fault.
  if (isAuthRetryableFetchError(error) || error instanceof AuthUnknownError) {
    console.error("Could not read the session:", error);
    return { user: null, keepCookies: true };
  }
  return { user: null, keepCookies: false };
}

/**
 * The session's access token, refreshed first when 90 s or less remain (as `getClaims()`
 * does), and its claims once its signature is checked: by `getClaims` the first time this
 * process sees the token, from verified-tokens.server.ts until it expires after that.
 */
async function verifiedClaims(supabase: SupabaseClient): Promise<ClaimsResult> {
  const { data, error } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  // As `getClaims()` answers without a session, or when its refresh failed.
  if (error || !token) return { data: null, error };
  const known = verifiedTokens.claimsOf(token);
  if (known) return { data: { claims: known }, error: null };
  const result = await supabase.auth.getClaims(token);
  if (result.data) verifiedTokens.remember(token, result.data.claims);
  return result;
}

function authSession(context: Readonly<RouterContextProvider>): AuthSession {
  const session = context.get(authSessionContext);
  if (!session) throw new Error("The session middleware did not run for this request.");
  return session;
}

/** The signed-in user, or null for a visitor. */
export function currentUser(context: Readonly<RouterContextProvider>): SignedInUser | null {
  return authSession(context).user;
}

/** The signed-in person's session id (the access token's `session_id`), or null for a visitor. */
export function currentSessionId(context: Readonly<RouterContextProvider>): string | null {
  return authSession(context).sessionId;
}

/** This request's Supabase client: its session changes reach the response's cookies. */
export function supabaseFor(context: Readonly<RouterContextProvider>): SupabaseClient {
  return authSession(context).supabase();
}

/** Expires the session cookies on the response, whatever the auth server said. */
export async function clearLocalSession(context: Readonly<RouterContextProvider>): Promise<void> {
  const { request, jar } = authSession(context);
  await clearAuthCookiesAtScopes({
    getAll: () => requestCookies(request),
    setAll(cookies) {
      for (const { name, options } of cookies) {
        jar.cookies.push(serializeCookieHeader(name, "", { ...options, httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 }));
      }
    },
    storageKey: SESSION_COOKIE,
    scopes: [{ path: "/" }],
  });
}

/** The token says who the person is; the app's tables say what they may do, or that they are suspended (null). */
async function signedInUser(claims: JwtPayload): Promise<SignedInUser | null> {
  const metadata = claims.user_metadata ?? {};
  const roles = await accountRoles(await database(), claims.sub);
  if (roles.suspended) return null;
  return {
    id: claims.sub,
    email: claims.email ?? "",
    firstName: typeof metadata.first_name === "string" ? metadata.first_name : null,
    userType: roles.userType,
    isOperator: roles.isOperator,
  };
}

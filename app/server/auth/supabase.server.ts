import { isIP } from "node:net";
import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { env } from "../platform/env.server";
import { embeddedAuthFetch, embeddedServiceRoleKey } from "../auth-service/embedded.server";

/** One cookie name whichever back end answers, so switching to hosted Supabase keeps it stable. */
export const SESSION_COOKIE = "aeromarket-auth";

/**
 * @supabase/ssr writes its cookies for 400 days whatever it is told. The session cookie
 * is rewritten whenever the session refreshes (at least hourly while someone uses the
 * site), so 30 days is a sliding limit: a month away signs you out, using the site
 * never does. Refresh tokens themselves do not expire, as on Supabase by default.
 */
const SESSION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

// Never resolved: the embedded service is reached through `fetch`, in process.
const EMBEDDED_AUTH_URL = "http://embedded-auth.invalid";
const EMBEDDED_ANON_KEY = "embedded";

/** The Set-Cookie values and no-store headers the Supabase client asked for during one request. */
export type SessionCookieJar = { cookies: string[]; headers: Record<string, string> };

/**
 * A Supabase server client for one request: it reads the session from the request's
 * cookies and writes changes into `jar`, for the session middleware to put on the
 * response. With no SUPABASE_URL, its calls go to the embedded auth service.
 * The auth server is called by this server, not the browser, so the calls carry the
 * browser's User-Agent and the client's address (X-Forwarded-For), which GoTrue keeps on
 * the sessions it starts and refreshes: the settings page's list of signed-in devices.
 */
export function createSupabaseServerClient(request: Request, jar: SessionCookieJar, clientAddress?: string): SupabaseClient {
  const { supabase } = env();
  const headers = clientHeaders(request, clientAddress);
  return createServerClient(supabase?.url ?? EMBEDDED_AUTH_URL, supabase?.anonKey ?? EMBEDDED_ANON_KEY, {
    cookies: {
      getAll: () => requestCookies(request),
      setAll(cookies, headers) {
        for (const { name, value, options } of cookies) {
          jar.cookies.push(serializeCookieHeader(name, value, { ...options, maxAge: options.maxAge && Math.min(options.maxAge, SESSION_COOKIE_MAX_AGE) }));
        }
        Object.assign(jar.headers, headers);
      },
    },
    // No script of ours ever reads the session: keep it out of reach of page scripts.
    // server.js makes it Secure when the site is served over HTTPS.
    cookieOptions: { name: SESSION_COOKIE, httpOnly: true, sameSite: "lax", path: "/" },
    global: supabase ? { headers } : { fetch: embeddedAuthFetch, headers },
  });
}

function clientHeaders(request: Request, clientAddress: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const userAgent = request.headers.get("User-Agent");
  if (userAgent) headers["User-Agent"] = userAgent;
  if (clientAddress && isIP(clientAddress)) headers["X-Forwarded-For"] = clientAddress;
  return headers;
}

/**
 * A client with the service-role key, for the admin calls a person's own session may not
 * make (deleting their auth account). Null on hosted Supabase without SUPABASE_SERVICE_ROLE_KEY.
 */
export async function createSupabaseAdminClient(): Promise<SupabaseClient | null> {
  const { supabase } = env();
  if (supabase && !supabase.serviceRoleKey) return null;
  const key = supabase?.serviceRoleKey ?? (await embeddedServiceRoleKey());
  return createClient(supabase?.url ?? EMBEDDED_AUTH_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: supabase ? {} : { fetch: embeddedAuthFetch },
  });
}

export function requestCookies(request: Request) {
  return parseCookieHeader(request.headers.get("Cookie") ?? "");
}

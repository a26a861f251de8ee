import { database } from "../db/client.server";
import { env } from "../platform/env.server";
import { siteMailer } from "../platform/mail.server";
import { createAuthService, signServiceRoleKey } from "./index";
import { loadSigningKey } from "./signing-key";

type AuthService = ReturnType<typeof createAuthService>;

// One service per process, kept on globalThis so dev-server reloads reuse it.
const globalForAuth = globalThis as typeof globalThis & { aeromarketAuthService?: Promise<AuthService>; aeromarketServiceRoleKey?: Promise<string> };

/** The embedded auth service configured from the environment (DATA_DIR, SITE_URL, SMTP_URL, AUTH_JWT_EXPIRY, AUTH_SIGNING_KEY, AUTH_RATE_LIMIT_EMAIL_SENT). */
export function embeddedAuthService(): Promise<AuthService> {
  globalForAuth.aeromarketAuthService ??= (async () => {
    const { dataDir, siteUrl, authJwtExpiry, authSigningKey, authEmailsPerHour } = env();
    return createAuthService({
      db: await database(),
      jwtExpiry: authJwtExpiry,
      siteUrl,
      signingKey: await loadSigningKey(dataDir, authSigningKey ?? null),
      mailer: siteMailer(),
      emailsPerHour: authEmailsPerHour,
    });
  })().catch((error: unknown) => {
    globalForAuth.aeromarketAuthService = undefined;
    throw error;
  });
  return globalForAuth.aeromarketAuthService;
}

/** A `fetch` for the Supabase client that hands every request to the embedded service. */
export const embeddedAuthFetch: typeof fetch = async (input, init) =>
  (await embeddedAuthService())(new Request(input, init));

/** The embedded service's service-role key, for the admin calls hosted Supabase takes SUPABASE_SERVICE_ROLE_KEY for. */
export function embeddedServiceRoleKey(): Promise<string> {
  globalForAuth.aeromarketServiceRoleKey ??= (async () => {
    const { dataDir, authSigningKey } = env();
    return signServiceRoleKey(await loadSigningKey(dataDir, authSigningKey ?? null), new Date());
  })().catch((error: unknown) => {
    globalForAuth.aeromarketServiceRoleKey = undefined;
    throw error;
  });
  return globalForAuth.aeromarketServiceRoleKey;
}

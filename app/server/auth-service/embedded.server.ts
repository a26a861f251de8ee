import { database } from "../db/client.server";
import { env } from "../platform/env.server";
import { siteMailer } from "../platform/mail.server";
import { createAuthService } from "./index";
import { loadSigningKey } from "./signing-key";

type AuthService = ReturnType<typeof createAuthService>;

// One service per process, kept on globalThis so dev-server reloads reuse it.
const globalForAuth = globalThis as typeof globalThis & { aeromarketAuthService?: Promise<AuthService> };

/** The embedded auth service configured from the environment (DATA_DIR, SITE_URL, SMTP_URL, AUTH_JWT_EXPIRY, AUTH_SIGNING_KEY). */
export function embeddedAuthService(): Promise<AuthService> {
  globalForAuth.aeromarketAuthService ??= (async () => {
    const { dataDir, siteUrl, authJwtExpiry, authSigningKey } = env();
    return createAuthService({
      db: await database(),
      jwtExpiry: authJwtExpiry,
      siteUrl,
      signingKey: await loadSigningKey(dataDir, authSigningKey ?? null),
      mailer: siteMailer(),
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

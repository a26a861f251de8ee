import type { Database } from "../db/database";
import type { Mailer } from "../platform/mail.server";
import type { SigningKey } from "./signing-key";

export type AuthServiceOptions = {
  db: Database;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** Where the app is served; email links point here and tokens are issued by `${siteUrl}/auth/v1`. */
  siteUrl: string;
  signingKey: SigningKey;
  mailer: Mailer;
  /** How many emails the whole service may send an hour (GoTrue's RATE_LIMIT_EMAIL_SENT); 30 unless given. */
  emailsPerHour?: number;
  /** The clock, replaceable in tests. */
  now?: () => Date;
};

/** What every handler needs: the options, normalised. */
export type ServiceContext = Required<AuthServiceOptions> & { issuer: string };

/** A revoked refresh token may be presented again this long after it was rotated (GoTrue's default). */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;
export const CONFIRMATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RECOVERY_LINK_TTL_MS = 60 * 60 * 1000;
/**
 * How soon the same kind of email may be sent to a user again (GoTrue's
 * GOTRUE_SMTP_MAX_FREQUENCY, 60 s by default); sooner is 429 over_email_send_rate_limit.
 */
export const EMAIL_MAX_FREQUENCY_MS = 60_000;
/** GoTrue's default RATE_LIMIT_EMAIL_SENT. */
export const DEFAULT_EMAILS_PER_HOUR = 30;
/** An issued PKCE auth code must be exchanged within this time (GoTrue's default). */
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

export function serviceContext(options: AuthServiceOptions): ServiceContext {
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  return {
    ...options,
    siteUrl,
    now: options.now ?? (() => new Date()),
    emailsPerHour: options.emailsPerHour ?? DEFAULT_EMAILS_PER_HOUR,
    issuer: `${siteUrl}/auth/v1`,
  };
}

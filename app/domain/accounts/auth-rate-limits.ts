/**
 * How often the accounts feature lets anyone try to sign in, sign up or recover
 * a password, after GoTrue's defaults: a generous limit per client address, so
 * one office or network behind a single address is not locked out, and a
 * tighter one per email address, which is what guessing a password or flooding
 * someone's inbox targets.
 */

export const AUTH_RATE_LIMIT_ACTIONS = ["sign-in", "sign-up", "recovery"] as const;

export type AuthRateLimitAction = (typeof AUTH_RATE_LIMIT_ACTIONS)[number];

export type AuthRateLimitRule = { key: string; limit: number; windowSeconds: number };

/** Attempts per client address, for each action separately. */
export const AUTH_IP_RATE_LIMIT = { limit: 30, windowSeconds: 5 * 60 } as const;

/** Attempts per email address. */
export const AUTH_EMAIL_RATE_LIMITS = {
  "sign-in": { limit: 10, windowSeconds: 15 * 60 },
  "sign-up": { limit: 5, windowSeconds: 60 * 60 },
  recovery: { limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<AuthRateLimitAction, { limit: number; windowSeconds: number }>;

/** The email address as counted: "Pilot@Example.com " and "pilot@example.com" are one address. */
export function rateLimitEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The rules one attempt counts against. Every attempt should be counted against
 * all of them (the client address's and the email address's).
 */
export function authRateLimitRules(action: AuthRateLimitAction, clientAddress: string, email: string): AuthRateLimitRule[] {
  return [
    { key: `${action}:ip:${clientAddress.trim().toLowerCase()}`, ...AUTH_IP_RATE_LIMIT },
    { key: `${action}:email:${rateLimitEmail(email)}`, ...AUTH_EMAIL_RATE_LIMITS[action] },
  ];
}

/** Email changes asked per account, and per new address whichever accounts ask (each mails that address). */
export const EMAIL_CHANGE_RATE_LIMITS = {
  account: { limit: 3, windowSeconds: 60 * 60 },
  address: { limit: 3, windowSeconds: 60 * 60 },
} as const;

/** The rules one email change request counts against: its account's and its new address's. */
export function emailChangeRateLimitRules(accountId: string, newEmail: string): AuthRateLimitRule[] {
  return [
    { key: `email-change:account:${accountId}`, ...EMAIL_CHANGE_RATE_LIMITS.account },
    { key: `email-change:email:${rateLimitEmail(newEmail)}`, ...EMAIL_CHANGE_RATE_LIMITS.address },
  ];
}

/** What to tell someone who was refused, rounding the wait up to whole minutes. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, inet, jsonb, pgSchema, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/**
 * The embedded auth service's own tables, shaped like GoTrue's (Supabase Auth) so that
 * users kept here can be moved into a Supabase project. The schema is not called `auth`:
 * a Supabase database already has one, and DATABASE_URL may point at it.
 * Only the embedded service reads or writes them; the app knows users by id.
 */
export const authSchema = pgSchema("aeromarket_auth");

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const authUsers = authSchema.table(
  "users",
  {
    id: uuid().primaryKey(),
    /** Always stored in lower case: one account per address whatever its spelling. */
    email: text().notNull().unique("users_email_key"),
    /** A bcrypt hash (cost 10), as GoTrue stores it. */
    encryptedPassword: text("encrypted_password").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    recoverySentAt: timestamp("recovery_sent_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    rawUserMetaData: jsonb("raw_user_meta_data").$type<Record<string, unknown>>().notNull().default({}),
    rawAppMetaData: jsonb("raw_app_meta_data").$type<Record<string, unknown>>().notNull().default({}),
    phone: text(),
    ...timestamps,
  },
  (table) => [check("users_email_lower_case", sql`${table.email} = lower(${table.email})`)],
);

export const authIdentities = authSchema.table(
  "identities",
  {
    id: uuid().primaryKey(),
    /** For the email provider, the user's id (GoTrue's convention). */
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    identityData: jsonb("identity_data").$type<Record<string, unknown>>().notNull(),
    provider: text().notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique("identities_provider_id_provider_unique").on(table.providerId, table.provider),
    index("identities_user_id_idx").on(table.userId),
  ],
);

export const authSessions = authSchema.table(
  "sessions",
  {
    id: uuid().primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** How the session began (`password`, `otp`), for the access token's `amr` claim. */
    authenticationMethod: text("authentication_method").notNull(),
    /** When set, the session cannot be refreshed after this moment. */
    notAfter: timestamp("not_after", { withTimezone: true }),
    /** When the tokens were last refreshed (GoTrue's refreshed_at); null until the first refresh. */
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
    /** The User-Agent of the request that started the session or last refreshed it, as GoTrue keeps it. */
    userAgent: text("user_agent"),
    /** The client address of that request (X-Forwarded-For's first valid address, as GoTrue reads it). */
    ip: inet(),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const authRefreshTokens = authSchema.table(
  "refresh_tokens",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    token: text().notNull().unique("refresh_tokens_token_unique"),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    revoked: boolean().notNull().default(false),
    /** The token this one replaced, if any. */
    parent: text(),
    ...timestamps,
  },
  (table) => [index("refresh_tokens_session_id_revoked_idx").on(table.sessionId, table.revoked)],
);

/** Email links: only the SHA-256 of the secret sent by mail is kept. One per user and type. */
export const authOneTimeTokens = authSchema.table(
  "one_time_tokens",
  {
    id: uuid().primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /**
     * GoTrue's names. An email change (GoTrue's secure email change) has two links, both
     * needed: `email_change_token_new` to the new address, `email_change_token_current` to the current one.
     */
    tokenType: text("token_type", { enum: ["confirmation_token", "recovery_token", "email_change_token_new", "email_change_token_current"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique("one_time_tokens_token_hash_unique"),
    /** The address the link was sent to; for both links of an email change, the new address, which either link may be the last to confirm. */
    relatesTo: text("relates_to").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("one_time_tokens_user_id_token_type_unique").on(table.userId, table.tokenType)],
);

/** PKCE flows started by sign-up or recovery with a code challenge (GoTrue's flow_state). */
export const authFlowStates = authSchema.table(
  "flow_state",
  {
    id: uuid().primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    authCode: text("auth_code").notNull().unique("flow_state_auth_code_unique"),
    codeChallenge: text("code_challenge").notNull(),
    codeChallengeMethod: text("code_challenge_method", { enum: ["s256", "plain"] }).notNull(),
    authenticationMethod: text("authentication_method", { enum: ["email/signup", "recovery"] }).notNull(),
    authCodeIssuedAt: timestamp("auth_code_issued_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("flow_state_user_id_method_idx").on(table.userId, table.authenticationMethod)],
);

export type AuthUser = typeof authUsers.$inferSelect;
export type AuthIdentity = typeof authIdentities.$inferSelect;
export type AuthSession = typeof authSessions.$inferSelect;
export type AuthRefreshToken = typeof authRefreshTokens.$inferSelect;
export type OneTimeTokenType = (typeof authOneTimeTokens.$inferSelect)["tokenType"];
export type FlowAuthenticationMethod = (typeof authFlowStates.$inferSelect)["authenticationMethod"];

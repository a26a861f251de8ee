import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small key-value facts about the database itself, such as which seed ran. */
export const appMeta = pgTable("app_meta", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window rate-limit counters, one row per key (such as "sign-in:ip:203.0.113.7").
 * Kept in the database so every server process counts against the same limits.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text().primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

/**
 * Who runs a job that only one of several app processes on one database may run,
 * such as sending alerts, until when. A process takes or renews the lease with one
 * conditional update; another may take it once it has expired.
 */
export const jobLeases = pgTable("job_leases", {
  job: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

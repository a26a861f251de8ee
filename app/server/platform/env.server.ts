import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import type { SiteIdentity } from "~/domain/site-identity";

const optionalUrl = z.url().optional();
const optionalEmail = z.email("must be an email address").optional();
const optionalText = (max: number) => z.string().trim().min(1).max(max, `must be at most ${max} characters`).optional();

/** An email's sender as mail servers take it: `name@domain` or `Display Name <name@domain>`. */
const mailbox = z.string().trim().refine((value) => {
  const angled = /^([^<>"]*)<([^<>\s]+)>$/.exec(value);
  return z.email().safeParse(angled ? angled[2] : value).success;
}, "must be an address (name@example.com) or a name and address (AeroMarket <name@example.com>)");

const S3_SETTINGS = ["STORAGE_S3_ENDPOINT", "STORAGE_S3_REGION", "STORAGE_S3_BUCKET", "STORAGE_S3_ACCESS_KEY_ID", "STORAGE_S3_SECRET_ACCESS_KEY", "STORAGE_S3_FORCE_PATH_STYLE"] as const;
const S3_REQUIRED = ["STORAGE_S3_REGION", "STORAGE_S3_BUCKET", "STORAGE_S3_ACCESS_KEY_ID", "STORAGE_S3_SECRET_ACCESS_KEY"] as const;

const PROCESS_COUNT = "must be a number of processes from 1 to 256";

// Parsed from the variables that are set: an empty one is left out first (setVariables).
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl,
    SUPABASE_URL: optionalUrl,
    SUPABASE_ANON_KEY: z.string().optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
    SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    SITE_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    SUPPORT_EMAIL: optionalEmail,
    MAIL_FROM: mailbox.optional(),
    REPLY_TO: optionalEmail,
    PRESS_EMAIL: optionalEmail,
    CAREERS_EMAIL: optionalEmail,
    LEGAL_EMAIL: optionalEmail,
    PRIVACY_EMAIL: optionalEmail,
    COMPANY_LEGAL_NAME: optionalText(200),
    COMPANY_ADDRESS: optionalText(400),
    AUTH_JWT_EXPIRY: z.coerce.number().int().min(10).max(604_800).default(3600),
    AUTH_SIGNING_KEY: z.string().optional(),
    AUTH_RATE_LIMIT_EMAIL_SENT: z.coerce.number().int().min(1).max(1_000_000).default(30),
    STORAGE_S3_ENDPOINT: optionalUrl,
    STORAGE_S3_REGION: z.string().optional(),
    STORAGE_S3_BUCKET: z.string().optional(),
    STORAGE_S3_ACCESS_KEY_ID: z.string().optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().optional(),
    STORAGE_S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    ALERTS_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
    STORAGE_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    // End-to-end tests only (docs/decisions/054): the deal deadlines' clock, read from a file the test writes.
    DEAL_CLOCK_FILE: z.string().optional(),
    WEB_CONCURRENCY: z.coerce.number({ error: PROCESS_COUNT }).int(PROCESS_COUNT).min(1, PROCESS_COUNT).max(256, PROCESS_COUNT).optional(),
    // server.js reads it (server/page-cache.js); checked here so a typo stops the start.
    PAGE_CACHE: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
    // server.js reads it; checked here so a dangerous value stops the start, not the rate limits.
    TRUST_PROXY: z
      .string()
      .refine((value) => value.trim().toLowerCase() !== "true", "true would believe any client's X-Forwarded-For: give the proxy hop count (1) or addresses")
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) context.addIssue({ code: "custom", message: "SUPABASE_URL is set but SUPABASE_ANON_KEY is not" });
    if (env.SUPABASE_ANON_KEY && !env.SUPABASE_URL) context.addIssue({ code: "custom", message: "SUPABASE_ANON_KEY is set but SUPABASE_URL is not" });
    const s3Set = S3_SETTINGS.filter((name) => env[name] !== undefined);
    const s3Missing = S3_REQUIRED.filter((name) => env[name] === undefined);
    if (s3Set.length > 0 && s3Missing.length > 0) context.addIssue({ code: "custom", message: `${s3Set.join(", ")} ${s3Set.length === 1 ? "is" : "are"} set but ${s3Missing.join(", ")} ${s3Missing.length === 1 ? "is" : "are"} not` });
    // Mail servers refuse, or file as spam, a sender on a domain that is not the operator's.
    if (env.SMTP_URL && !env.MAIL_FROM) context.addIssue({ code: "custom", message: "SMTP_URL is set but MAIL_FROM is not: give the address emails come from, on your own domain" });
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) context.addIssue({ code: "custom", message: "METRICS_PORT must differ from PORT" });
    // A clock anyone can move would expire every offer on the site at once: never outside a test run.
    if (env.DEAL_CLOCK_FILE && env.NODE_ENV !== "test") context.addIssue({ code: "custom", message: "DEAL_CLOCK_FILE is for end-to-end tests only: it is refused unless NODE_ENV=test" });
  });

/** A configuration the server cannot run with; the message is one line for the operator. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

export type S3Settings = { endpoint: string | undefined; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** `serviceRoleKey` deletes auth accounts when people close theirs; without it, closing is refused. */
  supabase: { url: string; anonKey: string; serviceRoleKey: string | undefined } | undefined;
  sessionSecrets: string[];
  siteUrl: string;
  /** False when siteUrl is only the default, http://localhost:PORT. */
  siteUrlSet: boolean;
  smtpUrl: string | undefined;
  /** Where contact-form messages are emailed, and notes of buyers' messages about sample listings; unset: they wait in the operator console only. */
  supportEmail: string | undefined;
  /** MAIL_FROM: the sender of every email; required with SMTP_URL, else the outbox's placeholder (mail.server.ts). */
  mailFrom: string | undefined;
  /** Who runs the site and how to reach them: the footer, the legal pages and every email say it. */
  site: SiteIdentity;
  authJwtExpiry: number;
  /** The embedded auth service's private JWK; unset: generated and kept in DATA_DIR. */
  authSigningKey: string | undefined;
  /** Emails the embedded auth service may send an hour, all addresses together (GoTrue's RATE_LIMIT_EMAIL_SENT). */
  authEmailsPerHour: number;
  /** Photos in an S3-compatible bucket (storage.server.ts); unset: Supabase Storage with SUPABASE_URL, else DATA_DIR/storage. */
  s3: S3Settings | undefined;
  /** How often the alert sender runs a round (saved-search and saved-aircraft alerts). */
  alertsIntervalMs: number;
  /** How long /readyz reuses its last answer from the S3 bucket: each check is a request the store may bill. */
  storageCheckIntervalMs: number;
  /** Tests only (NODE_ENV=test): a file holding the time the deal deadlines are judged at (deal-deadline-schedule.server.ts). */
  dealClockFile: string | undefined;
  /**
   * How many processes serve requests (server.js): with PostgreSQL, WEB_CONCURRENCY or one
   * per core; PGlite is a database inside the process, which only one process may open.
   */
  serverProcesses: number;
};

/** An empty variable (KEY= in a .env file or a compose file) means unset, whichever it is. */
function setVariables(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}

function readEnv(): Env {
  const parsed = envSchema.safeParse(setVariables());
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
    throw new ConfigurationError(problems.join("; "));
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  ensureWritableDirectory(dataDir);
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    supabase: raw.SUPABASE_URL && raw.SUPABASE_ANON_KEY ? { url: raw.SUPABASE_URL, anonKey: raw.SUPABASE_ANON_KEY, serviceRoleKey: raw.SUPABASE_SERVICE_ROLE_KEY } : undefined,
    sessionSecrets: (raw.SESSION_SECRET ?? persistedSecret(dataDir)).split(",").map((secret) => secret.trim()),
    siteUrl: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    siteUrlSet: raw.SITE_URL !== undefined,
    smtpUrl: raw.SMTP_URL,
    supportEmail: raw.SUPPORT_EMAIL,
    mailFrom: raw.MAIL_FROM,
    site: {
      legalName: raw.COMPANY_LEGAL_NAME,
      postalAddress: raw.COMPANY_ADDRESS,
      // Replies reach the team: REPLY_TO, else the support inbox; with neither, emails say replies are not read.
      replyTo: raw.REPLY_TO ?? raw.SUPPORT_EMAIL,
      addresses: {
        support: raw.SUPPORT_EMAIL,
        press: raw.PRESS_EMAIL ?? raw.SUPPORT_EMAIL,
        careers: raw.CAREERS_EMAIL ?? raw.SUPPORT_EMAIL,
        legal: raw.LEGAL_EMAIL ?? raw.SUPPORT_EMAIL,
        privacy: raw.PRIVACY_EMAIL ?? raw.SUPPORT_EMAIL,
      },
      encrypted: raw.SITE_URL === undefined ? undefined : raw.SITE_URL.startsWith("https:"),
    },
    authJwtExpiry: raw.AUTH_JWT_EXPIRY,
    authSigningKey: raw.AUTH_SIGNING_KEY,
    authEmailsPerHour: raw.AUTH_RATE_LIMIT_EMAIL_SENT,
    s3:
      raw.STORAGE_S3_REGION && raw.STORAGE_S3_BUCKET && raw.STORAGE_S3_ACCESS_KEY_ID && raw.STORAGE_S3_SECRET_ACCESS_KEY
        ? {
            endpoint: raw.STORAGE_S3_ENDPOINT,
            region: raw.STORAGE_S3_REGION,
            bucket: raw.STORAGE_S3_BUCKET,
            accessKeyId: raw.STORAGE_S3_ACCESS_KEY_ID,
            secretAccessKey: raw.STORAGE_S3_SECRET_ACCESS_KEY,
            forcePathStyle: raw.STORAGE_S3_FORCE_PATH_STYLE === "true",
          }
        : undefined,
    alertsIntervalMs: raw.ALERTS_INTERVAL_MS,
    storageCheckIntervalMs: raw.STORAGE_CHECK_INTERVAL_MS,
    dealClockFile: raw.DEAL_CLOCK_FILE,
    serverProcesses: raw.DATABASE_URL ? (raw.WEB_CONCURRENCY ?? availableParallelism()) : 1,
  };
}

/** Makes the data directory if need be and proves this process can write in it. */
function ensureWritableDirectory(dataDir: string) {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    const user = process.getuid ? ` (uid ${process.getuid()})` : "";
    throw new ConfigurationError(`DATA_DIR ${dataDir} is not a directory this process${user} can write to (${code})`);
  }
}

/** A secret made on first start and kept, so restarts keep signed cookies valid. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= readEnv();
  return cached;
}

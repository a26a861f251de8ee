import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// An empty variable (KEY= in a .env file or a compose file) means unset.
const unsetWhenEmpty = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = z.preprocess(unsetWhenEmpty, z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl,
    SUPABASE_URL: optionalUrl,
    SUPABASE_ANON_KEY: z.preprocess(unsetWhenEmpty, z.string().optional()),
    SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    SITE_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    AUTH_JWT_EXPIRY: z.coerce.number().int().min(10).max(604_800).default(3600),
    AUTH_SIGNING_KEY: z.preprocess(unsetWhenEmpty, z.string().optional()),
  })
  .refine((env) => Boolean(env.SUPABASE_URL) === Boolean(env.SUPABASE_ANON_KEY), {
    message: "SUPABASE_URL and SUPABASE_ANON_KEY must be set together",
    path: ["SUPABASE_URL"],
  });

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  supabase: { url: string; anonKey: string } | undefined;
  sessionSecrets: string[];
  siteUrl: string;
  smtpUrl: string | undefined;
  authJwtExpiry: number;
  /** The embedded auth service's private JWK; unset: generated and kept in DATA_DIR. */
  authSigningKey: string | undefined;
};

function readEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`AeroMarket cannot start, the configuration is invalid:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    supabase: raw.SUPABASE_URL && raw.SUPABASE_ANON_KEY ? { url: raw.SUPABASE_URL, anonKey: raw.SUPABASE_ANON_KEY } : undefined,
    sessionSecrets: (raw.SESSION_SECRET ?? persistedSecret(dataDir)).split(",").map((secret) => secret.trim()),
    siteUrl: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    smtpUrl: raw.SMTP_URL,
    authJwtExpiry: raw.AUTH_JWT_EXPIRY,
    authSigningKey: raw.AUTH_SIGNING_KEY,
  };
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

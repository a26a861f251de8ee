/**
 * What server.js asks of the build around serving: everything checked before it
 * listens, the readiness probe, and the database closed last when it shuts down.
 * server.js owns the order; this module owns what each step means.
 */
import { sql } from "drizzle-orm";
import { embeddedAuthService } from "../auth-service/embedded.server";
import { startAlertSending, stopAlertSending } from "../alerts/alert-schedule.server";
import { startDealDeadlines, stopDealDeadlines } from "../deals/deal-deadline-schedule.server";
import { backgroundWorkDone, backgroundWorkRunning } from "./background-work.server";
import { closeDatabase as closeDatabaseConnection, database, poolConnections } from "../db/client.server";
import { operationFigures } from "./operation-figures.server";
import { ConfigurationError, env } from "./env.server";
import { writeNotedViewsNow } from "../listings/listing-views.server";
import { imageWorkWaiting } from "../listings/image-queue.server";
import { s3BucketProblem } from "./storage.server";

/**
 * Stops the alert sender and the deal deadlines (a round under way finishes), writes the views noted in memory,
 * lets work the requests started in the background (a recovery email) finish, then
 * closes the database.
 */
export async function closeDatabase(): Promise<void> {
  await stopAlertSending();
  await stopDealDeadlines();
  writeNotedViewsNow();
  await backgroundWorkDone();
  await closeDatabaseConnection();
}

/**
 * Reads the configuration, checks DATA_DIR, opens, migrates and seeds the database,
 * checks that the S3 bucket answers (when photos are kept in one), without hosted Supabase starts the embedded auth service (its signing key), and starts
 * the alert sender's timer (ALERTS_INTERVAL_MS), and warns when SITE_URL is unset in
 * production. `stopping()` true: stops after the step under way. Throws an
 * error whose message is the one line an operator needs: `AeroMarket cannot start: ...`.
 */
export async function prepareToServe({ stopping }: { stopping: () => boolean }): Promise<void> {
  await step("the configuration is invalid", () => env());
  await step("the database cannot be opened", () => database(stopping));
  if (stopping()) return;
  await step("the photo storage cannot be used", async () => {
    const problem = await checkStorage();
    if (problem) throw new ConfigurationError(problem);
  });
  if (!env().supabase) await step("the embedded auth service cannot start", () => embeddedAuthService());
  startAlertSending();
  startDealDeadlines();
  warnAboutMissingSiteUrl();
}

/** Emailed links are made from SITE_URL: without it they point at localhost, whatever the address published. */
function warnAboutMissingSiteUrl(): void {
  if (env().nodeEnv === "production" && !env().siteUrlSet) {
    console.warn(`Warning: SITE_URL is not set, so links in emails point at ${env().siteUrl}. Set it to the address people reach this site at.`);
  }
}

async function step(problem: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    const reason = error instanceof ConfigurationError ? error.message : `${problem}: ${describe(error)}`;
    throw new Error(`AeroMarket cannot start: ${reason}`, { cause: error });
  }
}

/**
 * The first line of the deepest cause's message (Drizzle wraps the driver's error in
 * "Failed query: ..."), or its code (a refused connection to "localhost" is an
 * AggregateError with no message).
 */
function describe(error: unknown): string {
  if (error instanceof Error && error.cause !== undefined) return describe(error.cause);
  if (error instanceof AggregateError && !error.message) return error.errors.map(describe).join(", ");
  if (error instanceof Error) return error.message.split("\n")[0] || ((error as NodeJS.ErrnoException).code ?? error.name);
  return String(error);
}

/** What server/metrics.js reports of the app besides its requests. */
export function operationMetrics() {
  return {
    ...operationFigures,
    alertsLeaseHeld: operationFigures.alertsLeaseHeldUntil > Date.now(),
    backgroundWorkRunning: backgroundWorkRunning(),
    imageWorkWaiting: imageWorkWaiting(),
    pool: poolConnections(),
  };
}

/** DATA_DIR when the database is PGlite inside it (server/backup-socket.js serves backups there); undefined with DATABASE_URL. */
export function embeddedDataDir(): string | undefined {
  return env().databaseUrl ? undefined : env().dataDir;
}

/** How many processes should serve requests; prepareToServe() must have succeeded. */
export function serverProcessCount(): number {
  return env().serverProcesses;
}

const READINESS_TIMEOUT_MS = 2_000;
let lastReadiness: boolean | undefined;

/** True when the database answers `SELECT 1` within two seconds. Logs only when the answer changes. */
export async function databaseIsReady(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  const ready = await Promise.race([database().then((db) => db.execute(sql`SELECT 1`)), timeout]).then(
    () => true,
    (error: unknown) => {
      if (lastReadiness !== false) console.error(`Not ready: the database does not answer (${describe(error)}).`);
      return false;
    },
  );
  clearTimeout(timer);
  if (ready && lastReadiness === false) console.log("Ready: the database answers again.");
  lastReadiness = ready;
  return ready;
}

let storageCheck: { at: number; problem: Promise<string | undefined> } | undefined;
let lastStorageProblem: string | undefined;

function checkStorage(): Promise<string | undefined> {
  storageCheck = { at: Date.now(), problem: s3BucketProblem().catch((error: unknown) => describe(error)) };
  return storageCheck.problem;
}

/**
 * True when the photo storage answered its last check: the S3 bucket (HeadBucket, again
 * once STORAGE_CHECK_INTERVAL_MS has passed, 30 s by default: each check is a request the
 * store may bill), always true for the local folder and Supabase. Logs only when the answer changes.
 */
export async function storageIsReady(): Promise<boolean> {
  const problem = await (storageCheck && Date.now() - storageCheck.at < env().storageCheckIntervalMs ? storageCheck.problem : checkStorage());
  if (problem && problem !== lastStorageProblem) console.error(`Not ready: ${problem}.`);
  if (!problem && lastStorageProblem) console.log("Ready: the photo storage answers again.");
  lastStorageProblem = problem;
  return problem === undefined;
}

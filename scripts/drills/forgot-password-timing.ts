/**
 * Does /forgot-password tell by its timing whether an address has an account?
 * `npm run build && npm run drill -- forgot-password-timing [samples per kind, default 150]`.
 *
 * Starts the built server (server.js, embedded auth on PGlite in a temporary DATA_DIR),
 * registers `samples` accounts, then posts the form once for each of them and once for
 * as many unknown addresses, in random order, one request at a time, each address and
 * client address used once (TRUST_PROXY=loopback, X-Forwarded-For) so that no rate
 * limit is met. Prints the median, p95 and p99 of each kind and how often the best
 * single time threshold tells the two apart (50 % means it cannot), then waits for the
 * recovery emails, to show the work was still done.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { startBuiltServer } from "../../tests/support/built-server";

const WARM_UPS = 20;
const PASSWORD = "Runway-09-Left";

let clientCounter = 0;
/** A client address of its own for every request, so each counts against its own limits. */
function nextClientAddress(): string {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

function post(baseUrl: string, pathname: string, form: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { Origin: baseUrl, "X-Forwarded-For": nextClientAddress() },
    redirect: "manual",
  });
}

async function register(baseUrl: string, email: string): Promise<void> {
  const response = await post(baseUrl, "/register?type=buyer", {
    userType: "buyer",
    firstName: "Amelia",
    lastName: "Hart",
    email,
    phone: "+1 555 010 2000",
    company: "",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeToTerms: "on",
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`Registering ${email} answered ${response.status}`);
}

/** Milliseconds from sending the form to the last byte of the answer, which must be the redirect to "sent". */
async function timeRecovery(baseUrl: string, email: string): Promise<number> {
  const start = performance.now();
  const response = await post(baseUrl, "/forgot-password", { email });
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (response.status !== 302) throw new Error(`/forgot-password for ${email} answered ${response.status}`);
  return elapsed;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** How often the best rule "slower than t means an account" is right, over both kinds. */
function bestThresholdAccuracy(existing: number[], unknown: number[]): number {
  const thresholds = [...existing, ...unknown].sort((a, b) => a - b);
  let best = 0.5;
  for (const threshold of thresholds) {
    const right = existing.filter((time) => time > threshold).length + unknown.filter((time) => time <= threshold).length;
    const accuracy = right / (existing.length + unknown.length);
    best = Math.max(best, accuracy, 1 - accuracy);
  }
  return best;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

async function waitForMail(outbox: string, count: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let found = 0;
  while (Date.now() < deadline) {
    found = existsSync(outbox) ? readdirSync(outbox).length : 0;
    if (found >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export default async function forgotPasswordTiming(args: string[]) {
  const samples = Number(args[0] ?? 150);
  const server = await startBuiltServer({ env: ({ port }) => ({ TRUST_PROXY: "loopback", SITE_URL: `http://127.0.0.1:${port}` }) });
  const { baseUrl, dataDir } = server;
  try {
    const run = Date.now().toString(36);
    const accounts = Array.from({ length: samples + WARM_UPS }, (_, index) => `pilot.${run}.${index}@example.com`);
    console.log(`Registering ${accounts.length} accounts on ${baseUrl} ...`);
    for (const email of accounts) await register(baseUrl, email);

    const attempts = shuffled([
      ...accounts.map((email, index) => ({ email, kind: "existing" as const, warmUp: index < WARM_UPS })),
      ...accounts.map((_, index) => ({ email: `nobody.${run}.${index}@example.com`, kind: "unknown" as const, warmUp: index < WARM_UPS })),
    ]);
    const times = { existing: [] as number[], unknown: [] as number[] };
    for (const warmUp of [true, false]) {
      for (const attempt of attempts.filter((each) => each.warmUp === warmUp)) {
        const elapsed = await timeRecovery(baseUrl, attempt.email);
        if (!warmUp) times[attempt.kind].push(elapsed);
      }
    }

    console.log(`\nPOST /forgot-password, ${samples} of each kind, one at a time (after ${WARM_UPS} warm-ups of each):`);
    for (const kind of ["existing", "unknown"] as const) {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      console.log(
        `  ${kind.padEnd(8)}  median ${ms(percentile(sorted, 0.5))}  p95 ${ms(percentile(sorted, 0.95))}  p99 ${ms(percentile(sorted, 0.99))}  min ${ms(sorted[0]!)}  max ${ms(sorted.at(-1)!)}`,
      );
    }
    const accuracy = bestThresholdAccuracy(times.existing, times.unknown);
    console.log(`  best threshold tells them apart ${(accuracy * 100).toFixed(1)} % of the time (50 % = no better than a coin)`);

    // One confirmation email per account, then one recovery email per existing-address attempt.
    const expected = accounts.length * 2;
    const mailed = await waitForMail(path.join(dataDir, "mail"), expected, 30_000);
    console.log(`  emails in the outbox: ${mailed} of ${expected} expected (confirmations + recovery links)`);
    if (mailed < expected) process.exitCode = 1;
  } finally {
    await server.remove();
  }
}

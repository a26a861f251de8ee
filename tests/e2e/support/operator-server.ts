import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, request as playwrightRequest } from "@playwright/test";
import { readOutbox } from "~/server/platform/mail.server";
import { startBuiltServer } from "../../support/built-server";
import { accountDetails, createConfirmedAccount, type AccountDetails } from "./accounts";

export const SUPPORT_EMAIL = "support@aeromarket.test";

export type OperatorServer = { baseUrl: string; dataDir: string; operator: AccountDetails; stop: () => Promise<void> };

function serverEnv(port: number) {
  return { TRUST_PROXY: "loopback", SITE_URL: `http://localhost:${port}`, SUPPORT_EMAIL };
}

/**
 * A server of its own with an operator, made as the README says: the person registers
 * and confirms, then someone with the server's shell runs `npm run operator -- grant`
 * on its data directory. PGlite is a database one process opens, so the server is
 * stopped for the command and started again on the same directory.
 */
export async function startOperatorServer(): Promise<OperatorServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-operator-"));
  const operator = accountDetails("buyer", "Olivia");
  const first = await startBuiltServer({ dataDir, env: ({ port }) => serverEnv(port) }, 150_000);
  try {
    const request = await playwrightRequest.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.200.0.1" } });
    await createConfirmedAccount(request, operator, dataDir, `http://localhost:${first.port}`);
    // The profile is made at the first sign-in or confirmation: confirmed above.
    await request.dispose();
  } finally {
    await first.stop("SIGTERM");
  }
  const { stdout } = await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/operator.ts", "grant", operator.email, "--reason", "End-to-end operator"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
  });
  expect(stdout).toContain(`${operator.email} is now an operator`);
  const second = await startBuiltServer({ dataDir, env: ({ port }) => serverEnv(port) }, 150_000);
  return {
    baseUrl: `http://localhost:${second.port}`,
    dataDir,
    operator,
    async stop() {
      await second.stop("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest email to `to` in the server's outbox whose text contains `containing`. */
export async function mailTo(dataDir: string, to: string, containing: string) {
  let found: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(dataDir)).find((message) => message.to === to && message.text.includes(containing));
        return found !== undefined;
      },
      { message: `an email to ${to} containing “${containing}”` },
    )
    .toBe(true);
  return found!;
}

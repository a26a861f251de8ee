import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, request as playwrightRequest } from "@playwright/test";
import { startBuiltServer } from "../../support/built-server";
import { accountDetails, createConfirmedAccount } from "./accounts";

export const SUPPORT_EMAIL = "support@aeromarket.test";

export type OperatorServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

type Project = "js" | "no-js";

function serverEnv(port: number) {
  return { TRUST_PROXY: "loopback", SITE_URL: `http://localhost:${port}`, SUPPORT_EMAIL };
}

/** The operator of each project: sign-ins are limited per email address, so each project signs in as its own. */
function operatorEmail(project: Project): string {
  return `olivia.operator.${project}@example.com`;
}

/**
 * The server every operator journey shares, with an operator per project, made as the
 * README says: each person registers and confirms, then someone with the server's shell
 * runs `npm run operator -- grant` on its data directory. PGlite is a database one
 * process opens, so the server is stopped for the commands and started again on the
 * same directory. Started once, by the global setup.
 */
export async function startOperatorServer(): Promise<OperatorServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-operator-"));
  const operators = (["js", "no-js"] as const).map((project) => ({ ...accountDetails("buyer", "Olivia"), email: operatorEmail(project) }));
  const first = await startBuiltServer({ dataDir, env: ({ port }) => serverEnv(port) }, 150_000);
  try {
    // The profile is made at the first sign-in or confirmation: confirmed here, each in a
    // context of its own (confirming signs the person in, and a signed-in person cannot register).
    for (const operator of operators) {
      const request = await playwrightRequest.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.200.0.1" } });
      await createConfirmedAccount(request, operator, dataDir, `http://localhost:${first.port}`);
      await request.dispose();
    }
  } finally {
    await first.stop("SIGTERM");
  }
  for (const operator of operators) {
    const { stdout } = await promisify(execFile)(process.execPath, ["build/scripts/operator.js", "grant", operator.email, "--reason", "End-to-end operator"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
    });
    expect(stdout).toContain(`${operator.email} is now an operator`);
  }
  const second = await startBuiltServer({ dataDir, env: ({ port }) => serverEnv(port) }, 150_000);
  return {
    baseUrl: `http://localhost:${second.port}`,
    dataDir,
    async stop() {
      await second.stop("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The shared operator server, as a journey sees it, and this project's operator. The
 * journeys on it pick sample sellers and listings no other journey there touches.
 */
export function operatorServer(project: string) {
  return {
    baseUrl: process.env.E2E_OPERATOR_BASE_URL!,
    dataDir: process.env.E2E_OPERATOR_DATA_DIR!,
    operator: { email: operatorEmail(project === "js" ? "js" : "no-js") },
  };
}

import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Debian's headless shell (the browser Playwright itself runs headless) when it is
 * installed: it costs a fraction of the full browser's CPU. Else Debian's Chromium.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const defaultBrowser = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against
 * the built server, which tests/e2e/global-setup.ts starts on a free port with
 * a fresh data directory. Every journey runs twice: with and without JavaScript.
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? defaultBrowser,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // Four workers share two cores with the servers: a journey of 15 s on a quiet machine
  // has taken 30 s in CI when several heavy ones (photos, sign-ups) ran at once.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace of every journey costs CPU that the journeys need: trace the retry.
    trace: "on-first-retry",
  },
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false } },
  ],
});

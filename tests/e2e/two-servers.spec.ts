import { generateKeyPairSync, randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { adminQuery, databaseUrl, dropNamed } from "../integration/test-database";
import { accountDetails, createConfirmedAccount, expectToast, PASSWORD, test } from "./support/accounts";
import { type RunningServer, startServer } from "./support/app-server";

/**
 * Scaling past one machine: two app processes (server.js, each with its own
 * DATA_DIR) on one PostgreSQL database, given the same AUTH_SIGNING_KEY and
 * SESSION_SECRET, as the README tells operators. Sessions live in cookies and
 * everything else in the database, so a buyer can be served by either process.
 * Both servers are on localhost, where a browser sends the same cookies to
 * every port, as it would to one host behind a load balancer.
 */
test.describe("two app processes on one Postgres", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "Needs TEST_DATABASE_URL: the two servers share a PostgreSQL database (PGlite serves one process)");
  test.describe.configure({ timeout: 90_000 });

  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const databaseName = `aeromarket_two_servers_${process.pid}_${randomBytes(4).toString("hex")}`;
  let first: RunningServer;
  let second: RunningServer;

  test.beforeAll(async () => {
    // Each server migrates, then starts its worker process: slow on a busy machine.
    test.setTimeout(90_000);
    await adminQuery(serverUrl, `CREATE DATABASE "${databaseName}"`);
    const shared = {
      DATABASE_URL: databaseUrl(serverUrl, databaseName),
      AUTH_SIGNING_KEY: JSON.stringify(generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" })),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      // One worker each: the journey is about two processes, and each worker more is a load of the app to wait for.
      WEB_CONCURRENCY: "1",
    };
    // Started together, as an orchestrator would: both migrate the new database, one at a time.
    [first, second] = await Promise.all([startServer(shared), startServer(shared)]);
  });

  test.afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await dropNamed(serverUrl, databaseName);
  });

  test("a buyer signs in on one process and carries on on the other", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer, first.dataDir, first.baseUrl);

    await page.goto(`${first.baseUrl}/login`);
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page).toHaveURL(`${first.baseUrl}/dashboard`);

    // The second process accepts the session the first one signed.
    await page.goto(`${second.baseUrl}/dashboard`);
    await expect(page).toHaveURL(`${second.baseUrl}/dashboard`);
    await expect(page.getByText(`Welcome, ${buyer.firstName}`).first()).toBeVisible();
    await expect(page.getByText("You have not saved any aircraft yet.")).toBeVisible();

    await page.goto(`${second.baseUrl}/aircraft/1`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await page.getByRole("button", { name: `Save ${name}` }).click();
    // The toast's cookie is signed with the shared SESSION_SECRET.
    await expectToast(page, `${name} is saved to your dashboard.`);

    // What the second process saved, the first one shows.
    await page.goto(`${first.baseUrl}/dashboard`);
    await expect(page.getByText(`Welcome, ${buyer.firstName}`).first()).toBeVisible();
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  });
});

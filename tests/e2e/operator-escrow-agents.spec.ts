import { expect } from "@playwright/test";
import { expectToast, PASSWORD, test } from "./support/accounts";
import { operatorServer } from "./support/operator-server";

/**
 * The operators' directory of escrow agents, with and without JavaScript: refused without
 * the number's source (what was typed kept), added, listed, and taken out with a reason. A
 * visitor gets the site's 404.
 */
test("an operator adds an escrow agent with where the number came from, and takes it out again", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const server = operatorServer(testInfo.project.name);
  const name = `Aero Title ${testInfo.project.name} ${Date.now() % 100_000}`;
  expect((await page.goto(`${server.baseUrl}/operator/escrow-agents`))!.status()).toBe(404);

  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel("Email").fill(server.operator.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in as Buyer" }).click();
  await expectToast(page, "Successfully signed in!");
  await page.goto(`${server.baseUrl}/operator`);
  await page.getByRole("link", { name: "Escrow agents" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escrow agents");

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone number").fill("+1 405 555 0199");
  await page.locator("form", { has: page.getByRole("button", { name: "Add to the directory" }) }).evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Add to the directory" }).click();
  await expect(page.getByText("Please enter the source of the number")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await page.getByLabel("Where the team found the number").fill("Oklahoma licence register, checked 2026-11-20");
  await page.getByRole("button", { name: "Add to the directory" }).click();
  await expectToast(page, "The agent is in the directory: buyers see this number at the deposit step.");
  const entry = page.getByRole("list", { name: "Escrow agents" }).getByRole("listitem").filter({ hasText: name });
  await expect(entry).toContainText("+1 405 555 0199 · from Oklahoma licence register, checked 2026-11-20");

  await entry.getByLabel("Reason for taking it out").fill("The licence lapsed");
  await entry.getByRole("button", { name: "Take out of the directory" }).click();
  await expectToast(page, "The agent is out of the directory.");
  await expect(page.getByRole("list", { name: "Escrow agents" }).getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

import { expect, type Page, test } from "@playwright/test";
import { expectToast, PASSWORD } from "./support/accounts";
import { operatorServer } from "./support/operator-server";

const titles = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading").allInnerTexts();
const shown = async (page: Page) => Number((await page.getByText(/^Showing \d+ aircraft$/).innerText()).match(/\d+/)?.[0]);

async function search(page: Page, words: string) {
  await page.goto("/catalog");
  await page.getByLabel("Search aircraft", { exact: true }).fill(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=/);
}

test.describe("search by meaning", () => {
  test("“business jet” lists the business jets, read as the category", async ({ page }) => {
    await page.goto("/catalog?category=business-jet");
    const jets = await shown(page);
    const jetTitles = await titles(page);
    await search(page, "business jet");
    await expect(page.getByTestId("read-words")).toHaveText("“business jet” read as the category Business Jet.");
    await expect(page.getByText(`Showing ${jets} aircraft`)).toBeVisible();
    await expect.poll(() => titles(page)).toEqual(jetTitles);
  });

  test("“Texas” lists the aircraft in Texas, with a location filter that a link takes off", async ({ page }) => {
    await page.goto("/catalog");
    const everywhere = await shown(page);
    await search(page, "Texas");
    await expect(page.getByTestId("read-words")).toHaveText("“Texas” read as the location Texas.");
    const places = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect.poll(() => places.count()).toBeGreaterThan(2);
    for (const text of await places.allInnerTexts()) expect(text).toContain(", TX");
    const filters = page.getByRole("list", { name: "Filters in force" });
    await filters.getByRole("link", { name: /in Texas/ }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole("list", { name: "Filters in force" })).toHaveCount(0);
    await expect(page.getByText(`Showing ${everywhere} aircraft`)).toBeVisible();
  });

  test("a nonsense word beside a real one shows the real one's aircraft and says so", async ({ page }) => {
    await search(page, "king air zzzz");
    await expect(page.getByText("No aircraft match “zzzz”; showing aircraft for “king air”.")).toBeVisible();
    const found = await titles(page);
    expect(found.length).toBeGreaterThan(0);
    for (const title of found) expect(title).toContain("King Air");

    await search(page, "zzzz");
    await expect(page.getByRole("heading", { name: "No aircraft match your search" })).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /The nearest aircraft/ })).toHaveCount(0);
  });
});

test.describe("the zero-result searches, for an operator", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the console shows a search that found nothing", async ({ page }, testInfo) => {
    const server = operatorServer(testInfo.project.name);
    const nonsense = testInfo.project.name === "js" ? "qzxwvj" : "qzxwvn";
    await page.goto(`${server.baseUrl}/catalog?q=${nonsense}`);
    await expect(page.getByRole("heading", { name: "No aircraft match your search" })).toBeVisible();

    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(server.operator.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expectToast(page, "Successfully signed in!");
    // The search is logged after its page is sent.
    await expect(async () => {
      await page.goto(`${server.baseUrl}/operator`);
      await expect(page.getByRole("table", { name: "Searches with no results" }).getByRole("cell", { name: nonsense, exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(/zero-result rate: \d+\.\d%/)).toBeVisible();
  });
});

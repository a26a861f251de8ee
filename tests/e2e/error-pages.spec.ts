import { expect, type Page } from "@playwright/test";
import { test } from "./support/accounts";
import { hydrated } from "./support/hydration";

/** The site's own page, whatever went wrong: its header, a search of the catalogue and the ways back. */
async function expectSitePage(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("link", { name: "AeroMarket home" }).first()).toBeVisible();
  const waysBack = page.getByRole("navigation", { name: "Ways back" });
  await expect(waysBack.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(waysBack.getByRole("link", { name: "Browse Aircraft" })).toHaveAttribute("href", "/catalog");
}

test.describe("error pages", () => {
  test("an address that names no page answers 404 with a search that finds aircraft", async ({ page }) => {
    const response = await page.goto("/hangar/no-such-page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectSitePage(page, "Oops! Page not found");
    const search = page.getByRole("main").getByRole("searchbox", { name: "Search aircraft" });
    await search.fill("Citation");
    await page.getByRole("main").getByRole("button", { name: "Search Aircraft" }).click();
    await expect(page).toHaveURL(/\/catalog\?q=Citation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Browse Aircraft" })).toBeVisible();
  });

  test("an address that does not decode answers 400 as the site's page, not a bare one", async ({ page }) => {
    const response = await page.goto("/hangar/%zz");
    expect(response?.status()).toBe(400);
    await hydrated(page);
    await expectSitePage(page, "That request could not be read");
    await page.getByRole("navigation", { name: "Ways back" }).getByRole("link", { name: "Return to Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The Global Aircraft Marketplace" })).toBeVisible();
  });
});

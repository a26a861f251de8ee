import { expect, test } from "@playwright/test";
import { hydrated, scriptsCarrying } from "./support/hydration";

test.describe("home", () => {
  test("shows the hero, the benefits and three featured aircraft", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "The Global Aircraft Marketplace" })).toBeVisible();
    for (const benefit of ["AI-Powered Matching", "Verified Community", "Global Reach"]) {
      await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
    }
    const featured = page.getByRole("region", { name: "Featured Aircraft" });
    await expect(featured.getByRole("link", { name: "View Details" })).toHaveCount(3);
    await expect(featured.getByText("Business Jet")).toBeVisible();
    await expect(featured.getByText("Commercial")).toBeVisible();
    await expect(featured.getByText("Single Engine")).toBeVisible();
  });

  test("the hero search passes the typed text to the catalogue", async ({ page }) => {
    // With scripts the page is the server's markup, its code not loaded (decision 053), and its search moves without loading a page.
    const homeCode = await scriptsCarrying(page, "Search Aircraft");
    await page.goto("/");
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("searchbox", { name: "Search aircraft" }).fill("citation");
    await page.getByRole("button", { name: "Search Aircraft" }).click();
    await expect(page).toHaveURL(/\/catalog\?q=citation$/);
    expect({ homeCode, documents: documents.length }).toEqual(test.info().project.name === "js" ? { homeCode: [], documents: 0 } : { homeCode: [], documents: 1 });
    // On the catalogue, with JavaScript, the box is a combobox that suggests.
    await expect(page.getByLabel("Search aircraft", { exact: true })).toHaveValue("citation");
    const titles = page.getByRole("list").getByRole("heading", { level: 2 });
    await expect(titles.first()).toContainText("Citation");
  });

  test("a featured card's View Details opens that aircraft", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Aircraft" });
    const firstTitle = await featured.getByRole("heading", { level: 3 }).first().innerText();
    await featured.getByRole("link", { name: "View Details" }).first().click();
    await expect(page).toHaveURL(/\/aircraft\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
  });

  test("the calls to action open registration as a buyer or a seller", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "I'm a Buyer" })).toHaveAttribute("href", "/register?type=buyer");
    await expect(page.getByRole("link", { name: "I'm a Seller" })).toHaveAttribute("href", "/register?type=seller");
  });
});

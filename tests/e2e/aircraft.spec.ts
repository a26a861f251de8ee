import { expect, type Page } from "@playwright/test";
import { test } from "./support/accounts";

// Each test speaks from its own client address (see support/accounts.ts): a view counts once per address and day.

async function kingAirViews(page: Page): Promise<number> {
  await page.goto("/catalog?q=king+air");
  return Number((await page.getByRole("main").getByRole("listitem").first().getByText(/views$/).innerText()).replace(/\D/g, ""));
}

test.describe("aircraft detail", () => {
  test("shows every part of a listing", async ({ page }) => {
    await page.goto("/aircraft/1");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Citation");
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+$/).first()).toBeVisible();
    for (const heading of ["Description", "Specifications", "Features", "Contact Seller"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const label of ["Max Speed", "Cruise Speed", "Range", "Ceiling", "Fuel Capacity", "Baggage", "Total Time", "Location"]) {
      await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`, "i") }).first()).toBeVisible();
    }
    await expect(page.getByText(/\d kts$/).first()).toBeVisible();
    await expect(page.getByText(/ hrs$/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Email Seller" })).toHaveAttribute("href", "/aircraft/1/inquiry");
  });

  test("counts a view for people", async ({ page }) => {
    const before = await kingAirViews(page);
    await page.getByRole("main").getByRole("listitem").first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("King Air");
    // The page does not wait for its view to be counted.
    await expect.poll(() => kingAirViews(page)).toBeGreaterThan(before);
  });

  test("an unknown aircraft answers 404 with a way back", async ({ page }) => {
    for (const id of ["999999", "abc", "0"]) {
      const response = await page.goto(`/aircraft/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Aircraft Not Found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Catalog" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Browse Aircraft" })).toBeVisible();
  });
});

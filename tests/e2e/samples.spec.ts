import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/accounts";

/**
 * The sample inventory says what it is wherever a listing appears: a "Sample" mark on
 * catalogue and featured cards, AI-match results and comparison columns, and none of its
 * made-up figures (views, days on market, dates). Read-only: the journeys that take a
 * sample seller's listings over pick their own (support/sample-sellers.ts).
 */
const sampleMark = (scope: Locator | Page) => scope.locator("[data-badge=sample]");

test.describe("sample listings", () => {
  test("are marked on catalogue and featured cards, without views or days on market", async ({ page }) => {
    // The dearest aircraft are the sample airliners and jets, whatever the other journeys list.
    await page.goto("/catalog?sort=price-high");
    const cards = page.getByRole("main").getByRole("listitem");
    const samples = cards.filter({ has: sampleMark(page) });
    await expect(samples.first()).toBeVisible();
    await expect(sampleMark(samples.first())).toHaveText("Sample");
    await expect(samples.getByText(/views$/)).toHaveCount(0);
    await expect(samples.getByText(/days? on market$|^Listed today$/)).toHaveCount(0);

    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Aircraft" });
    await expect(sampleMark(featured).first()).toBeVisible();
    await expect(featured).toContainText("Those marked Sample are examples with made-up sellers, not aircraft for sale.");
    await expect(featured.getByText(/days? on market$|^Listed today$/)).toHaveCount(0);
  });

  test("are marked in AI-match results and in the comparison", async ({ page }) => {
    await page.goto("/ai-match?role=buyer&aircraftType=business-jet&budget=30000000&run=1");
    const firstResult = page.locator("h3[id^=match-]").first();
    await expect(firstResult).toBeVisible();
    await expect(sampleMark(page.getByRole("main")).first()).toHaveText("Sample");

    await page.goto("/compare?ids=10,25");
    const columns = page.getByRole("table").getByRole("columnheader");
    await expect(columns).toHaveCount(2);
    for (const column of await columns.all()) await expect(sampleMark(column)).toHaveText("Sample");
  });

  test("say so on their page, which shows no days on market nor dates", async ({ page }) => {
    await page.goto("/aircraft/10");
    await expect(page.getByText("Sample listing", { exact: true })).toBeVisible();
    await expect(page.getByText(/days? on market$|^Listed today$/)).toHaveCount(0);
    await expect(page.getByText(/^Updated /)).toHaveCount(0);
  });
});

import { expect, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { test } from "./support/accounts";

/**
 * The buyer's figures on a detail page, with and without JavaScript: the value estimate
 * of an aircraft with comparables (its range, comparables and deal label) and of one
 * without, the cost of ownership for other hours a year, and the loan payment of a
 * worked example. Sample listing 1 (a 2023 Citation CJ4 Gen2) has six comparable
 * business jets; listing 25 (an ATR 72-600) has none.
 */
const figure = (page: Page, region: string, label: string) =>
  page.getByRole("region", { name: region }).getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

test("a buyer reads the value estimate, then works out the cost of ownership and the loan payment", async ({ page }, testInfo) => {
  const scripted = testInfo.project.name === "js";
  await page.goto("/aircraft/1");
  const estimate = page.getByRole("region", { name: /^Value estimate/ });
  await expect(estimate.getByTestId("estimate-range")).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  expect(await estimate.getByRole("table", { name: "Comparable aircraft" }).getByRole("link").count()).toBeGreaterThanOrEqual(3);
  await expect(estimate.locator("[data-deal]")).toHaveText(/^(Below market|Fair price|Above market)$/);

  // A business jet at the defaults: fuel 180 gal/h × $6 = $1,080 and a reserve of 2 × $900,000 / 5,000 h = $360 an hour,
  // plus $200,000 a year fixed. 350 h a year: $704,000; 200 h: 1,440 × 200 + 200,000 = $488,000.
  const cost = page.getByRole("region", { name: "Cost of ownership" });
  await expect(figure(page, "Cost of ownership", "Per year")).toHaveText("$704,000");
  await hydrated(page);
  await cost.getByLabel("Hours flown per year").fill("200");
  if (scripted) await expect(figure(page, "Cost of ownership", "Per year")).toHaveText("$488,000");
  await cost.getByRole("button", { name: "Recalculate" }).click();
  await expect(page).toHaveURL(/[?&]hours=200&.*#cost-of-ownership-heading$/);
  await expect(figure(page, "Cost of ownership", "Per year")).toHaveText("$488,000");
  await expect(figure(page, "Cost of ownership", "Per hour, all in")).toHaveText("$2,440");

  // $100,000 at 6% a year over 60 months: r = 0.005, 100,000 × 0.005 / (1 − 1.005^−60) = 500 / 0.258628 = $1,933.28.
  const financing = page.getByRole("region", { name: "Financing estimate" });
  await financing.getByLabel("Price", { exact: true }).fill("100,000");
  await financing.getByLabel("Down payment").fill("0");
  await financing.getByLabel("Interest rate").fill("6");
  await financing.getByLabel("Term").fill("60");
  await financing.getByRole("button", { name: "Recalculate" }).click();
  await expect(page).toHaveURL(/[?&]months=60#financing-heading$/);
  await expect(figure(page, "Financing estimate", "Monthly payment")).toHaveText("$1,933.28");
  // The cost form's hours rode along in the financing form.
  await expect(figure(page, "Cost of ownership", "Per year")).toHaveText("$488,000");

  await financing.getByLabel("Interest rate").fill("-6");
  await financing.getByRole("button", { name: "Recalculate" }).click();
  await expect(financing.getByText("Interest rate cannot be negative")).toBeVisible();
  await expect(financing.getByLabel("Interest rate")).toHaveValue("-6");

  await page.goto("/aircraft/25");
  await expect(page.getByRole("region", { name: /^Value estimate/ })).toContainText("Not enough comparable aircraft for an estimate");
  await expect(page.locator("[data-deal]")).toHaveCount(0);
});

import { expect, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { test } from "./support/valuation-server";

/**
 * The buyer's figures on a detail page, with and without JavaScript, on a server whose
 * inventory adds five Citation CJ4s to the sample one (support/valuation-server.ts):
 * listing 1 (a 2023 CJ4 Gen2) is valued from those five, with its family's measured
 * error; listing 5 (a G650ER) and listing 4 (a King Air 350i) have no aircraft of their
 * family for sale, so no estimate and no label; listing 25 (an ATR 72-600) neither.
 */
const figure = (page: Page, region: string, label: string) =>
  page.getByRole("region", { name: region }).getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

test("a buyer reads a CJ4's value estimate from five other CJ4s, with the error estimates of its family are measured at", async ({ page }) => {
  await page.goto("/aircraft/1");
  const estimate = page.getByRole("region", { name: /^Value estimate/ });
  await expect(estimate.getByTestId("estimate-range")).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  const comparables = estimate.getByRole("table", { name: "Comparable aircraft" }).getByRole("link");
  await expect(comparables).toHaveCount(5);
  for (const name of await comparables.allInnerTexts()) expect(name).toMatch(/Cessna Citation CJ4$/);
  await expect(estimate.getByTestId("estimate-error")).toHaveText(
    /^Estimates for this kind of aircraft \(the Cessna Citation CJ4\) are typically within \d+(\.\d)?% of the asking price: the median error when each of the 6 listed on AeroMarket with an estimate is valued from the others\.$/,
  );
  // With five comparables, an error measured under 10% and a narrow range, the label is shown, and it is the asking price against CJ4s.
  await expect(estimate.locator("[data-deal]")).toHaveText("Fair price");
  await expect(estimate.getByTestId("no-deal-label")).toHaveCount(0);
});

test("a G650ER and a King Air 350i show no label from unlike aircraft, and Compare names no Best across types", async ({ page }) => {
  for (const id of [5, 4, 25]) {
    await page.goto(`/aircraft/${id}`);
    const estimate = page.getByRole("region", { name: /^Value estimate/ });
    await expect(estimate).toContainText("Not enough comparable aircraft for an estimate");
    await expect(estimate).toContainText("Aircraft of another type or size are never used.");
    await expect(page.locator("[data-deal]")).toHaveCount(0);
  }
  await page.goto("/compare?ids=1,5");
  await expect(page.getByTestId("compare-best-note")).toContainText(
    "These aircraft are of different types (light jet and large jet): a lower price or a longer range is not a better buy across types, so no figure is marked Best.",
  );
  await expect(page.getByRole("region", { name: /side by side/ }).getByText("Best", { exact: true })).toHaveCount(0);
});

test("a large jet costs more an hour to own than a light jet at their types' defaults", async ({ page }) => {
  const perHour = async (id: number) => {
    await page.goto(`/aircraft/${id}`);
    return Number((await figure(page, "Cost of ownership", "Per hour, all in").innerText()).replace(/[$,]/g, ""));
  };
  const cj4 = await perHour(1);
  const g650er = await perHour(5);
  expect(cj4).toBeGreaterThan(2_000);
  expect(g650er).toBeGreaterThan(2 * cj4);
  await expect(page.getByRole("region", { name: "Cost of ownership" })).toContainText("AeroMarket’s rough defaults for a large jet");
});

test("a buyer works out the cost of ownership and the loan payment", async ({ page }, testInfo) => {
  const scripted = testInfo.project.name === "js";
  await page.goto("/aircraft/1");
  // A light jet at the defaults: fuel 180 gal/h × $6 = $1,080, an engine reserve of 2 × $900,000 / 5,000 h = $360 and an airframe
  // reserve of $400 an hour, plus a pilot ($150,000) and $150,000 a year fixed. 350 h a year: $944,000; 200 h: 1,840 × 200 + 300,000 = $668,000.
  const cost = page.getByRole("region", { name: "Cost of ownership" });
  await expect(figure(page, "Cost of ownership", "Per year")).toHaveText("$944,000");
  await hydrated(page);
  await cost.getByLabel("Hours flown per year").fill("200");
  if (scripted) await expect(figure(page, "Cost of ownership", "Per year")).toHaveText("$668,000");
  await cost.getByRole("button", { name: "Recalculate" }).click();
  await expect(page).toHaveURL(/[?&]hours=200&.*#cost-of-ownership-heading$/);
  await expect(figure(page, "Cost of ownership", "Per year")).toHaveText("$668,000");
  await expect(figure(page, "Cost of ownership", "Per hour, all in")).toHaveText("$3,340");

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
  await expect(figure(page, "Cost of ownership", "Per year")).toHaveText("$668,000");

  await financing.getByLabel("Interest rate").fill("-6");
  await financing.getByRole("button", { name: "Recalculate" }).click();
  await expect(financing.getByText("Interest rate cannot be negative")).toBeVisible();
  await expect(financing.getByLabel("Interest rate")).toHaveValue("-6");
});

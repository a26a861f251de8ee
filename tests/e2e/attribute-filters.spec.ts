import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

const titles = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading").allInnerTexts();
const countIn = (label: string) => Number(label.match(/\((\d+)\)$/)?.[1]);

async function apply(page: Page) {
  if (test.info().project.name === "no-js") await page.getByRole("button", { name: "Apply filters" }).click();
}

test("a buyer narrows by ADS-B Out and hours to TBO, each choice counted, and takes one off by its chip", async ({ page }) => {
  await page.goto("/catalog?category=multi-engine&manufacturer=Cessna");
  // The sample 340A has no ADS-B Out yet.
  expect(await titles(page)).toContain("1980 Cessna 340A");
  const adsb = page.getByRole("checkbox", { name: /^ADS-B Out \(\d+\)$/ });
  const withAdsb = countIn(await page.locator("label", { has: adsb }).innerText());
  expect(withAdsb).toBeGreaterThan(0);
  await hydrated(page);
  await adsb.check();
  await apply(page);
  await expect.poll(() => new URL(page.url()).searchParams.get("adsb")).toBe("1");
  await expect(page.getByText(`Showing ${withAdsb} aircraft`)).toBeVisible();
  expect(await titles(page)).not.toContain("1980 Cessna 340A");

  const hours = page.getByLabel("Engine time to TBO");
  const choice = await hours.locator("option", { hasText: /^500\+ hours to TBO \(\d+\)$/ }).innerText();
  const withHours = countIn(choice);
  expect(withHours).toBeLessThanOrEqual(withAdsb);
  await hours.selectOption("500");
  await apply(page);
  await expect.poll(() => new URL(page.url()).searchParams.get("engine_min")).toBe("500");
  await expect(page.getByText(`Showing ${withHours} aircraft`)).toBeVisible();

  const chips = page.getByRole("list", { name: "Filters in force" });
  await expect(chips.getByRole("link", { name: /^500\+ hours to TBO/ })).toBeVisible();
  await expect(page.locator(".filters-fold summary")).toContainText("4 active");
  await chips.getByRole("link", { name: /^ADS-B Out/ }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("adsb")).toBeNull();
  expect(new URL(page.url()).searchParams.get("engine_min")).toBe("500");
  await expect(page.getByRole("checkbox", { name: /^ADS-B Out/ })).not.toBeChecked();
  await expect(page.locator(".filters-fold summary")).toContainText("3 active");
});

test("a value the filters do not take is left out with a notice", async ({ page }) => {
  const response = await page.goto("/catalog?adsb=maybe&engine_min=lots");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("ADS-B Out “maybe” is not 1 (ticked), so it was left out.")).toBeVisible();
  await expect(page.getByText("Hours to TBO “lots” is not a number of hours such as 1000, so it was left out.")).toBeVisible();
});

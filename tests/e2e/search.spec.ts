import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

const titles = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading").allInnerTexts();

async function search(page: Page, words: string) {
  await page.goto("/catalog");
  await page.getByLabel("Search aircraft", { exact: true }).fill(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(words).replace(/%20/g, "\\+")}`));
}

test.describe("search as buyers type it", () => {
  test("finds designations, equipment and misspelt makers, and narrows by maker and year with counts", async ({ page }) => {
    await search(page, "PC 12");
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Best match");
    // With JavaScript the address may change a moment before the results are drawn.
    await expect.poll(async () => (await titles(page)).every((title) => title.includes("PC-12") || title.includes("PC12"))).toBe(true);
    // Other journeys publish PC-12s of 2016 (the listing form's default), newer than the samples: years apart the samples.
    await page.goto("/catalog?q=PC+12&year_from=2020");
    expect(await titles(page)).toContain("2022 Pilatus PC-12 NGX");
    await page.goto("/catalog?q=PC+12&year_to=2015");
    expect(await titles(page)).toContain("2012 Pilatus PC-12 NG");

    await page.goto("/catalog?q=G1000&category=multi-engine");
    expect(await titles(page)).toContain("2016 Diamond DA62");

    await page.goto("/catalog?q=citaton");
    await expect(page.getByRole("link", { name: "Did you mean Citation?" })).toBeVisible();
    for (const title of await titles(page)) expect(title).toContain("Citation");

    await page.goto("/catalog?category=turboprop");
    const maker = page.getByLabel("Manufacturer");
    const pilatus = await maker.locator("option", { hasText: /^Pilatus \(\d+\)$/ }).innerText();
    const count = Number(pilatus.match(/\((\d+)\)/)?.[1]);
    await hydrated(page);
    await maker.selectOption("Pilatus");
    if (test.info().project.name === "no-js") await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("manufacturer")).toBe("Pilatus");
    await expect(page.getByText(`Showing ${count} aircraft`)).toBeVisible();
    for (const title of await titles(page)) expect(title).toContain("Pilatus");

    // A number facet's choice says how many aircraft it leaves, with the maker in force.
    const yearFrom = page.getByLabel("Year from");
    const newer = await yearFrom.locator("option", { hasText: /^2015 or newer \(\d+\)$/ }).innerText();
    const newerCount = Number(newer.match(/\((\d+)\)/)?.[1]);
    expect(newerCount).toBeLessThan(count);
    await yearFrom.selectOption("2015");
    if (test.info().project.name === "no-js") await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("year_from")).toBe("2015");
    await expect(page.getByText(`Showing ${newerCount} aircraft`)).toBeVisible();
    await expect(page.getByLabel("Year from").locator("option:checked")).toHaveText(`2015 or newer (${newerCount})`);
  });

  test("an empty result names what is set, and a bad value is left out with a notice", async ({ page }) => {
    const response = await page.goto("/catalog?q=gulfstream&category=helicopter&year_from=abc");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Year from “abc” is not a year such as 2015, so it was left out.")).toBeVisible();
    await page.getByRole("link", { name: /^Without Helicopter \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/catalog\?q=gulfstream$/);
    for (const title of await titles(page)) expect(title).toContain("Gulfstream");
  });
});

import { expect, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { accountDetails, createConfirmedAccount, expectToast, signIn, test } from "./support/accounts";

// The catalogue's cards, not the chips of the filters in force (a card has a heading).
const cards = (page: Page) => page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading") });
const table = (page: Page) => page.getByRole("table");

/** Adds the catalogue card at `index` to the comparison and returns its name. */
async function addFromCatalogue(page: Page, index: number): Promise<string> {
  const card = cards(page).nth(index);
  const name = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("link", { name: `Add to compare ${name}` }).click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  return name;
}

/** Read with expect.poll after a click: with JavaScript the address changes a moment before the page is drawn. */
async function columnNames(page: Page): Promise<string[]> {
  return (await table(page).getByRole("columnheader").getByRole("link", { name: /^(?!Remove)/ }).allInnerTexts()).map((name) => name.trim());
}

/** The figures of a row, as shown, and whether each is marked best. */
async function row(page: Page, label: string): Promise<Array<{ text: string; best: boolean }>> {
  const cells: Locator = table(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) }).getByRole("cell");
  const texts = await cells.allInnerTexts();
  return texts.map((text) => ({ text: text.replace(/\s*Best$/, "").trim(), best: /Best$/.test(text.trim()) }));
}

const figure = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function expectBestMarked(page: Page, label: string, better: "lower" | "higher") {
  const cells = await row(page, label);
  const values = cells.map((cell) => figure(cell.text));
  const best = better === "lower" ? Math.min(...values) : Math.max(...values);
  const allEqual = values.every((value) => value === best);
  expect(cells.map((cell) => cell.best), label).toEqual(values.map((value) => !allEqual && value === best));
}

test.describe("comparing aircraft", () => {
  test("a buyer picks three aircraft from the catalogue, shares the comparison and drops one", async ({ page, browser, baseURL }) => {
    // Airliners: no other journey lists one, so the three are the sample's own, and they differ.
    await page.goto("/catalog?category=commercial");
    const first = await addFromCatalogue(page, 0);
    await expect(page.getByRole("heading", { name: "Pick one more aircraft" })).toBeVisible();

    await page.getByRole("link", { name: "Add another aircraft" }).click();
    await expect(page).toHaveURL(/\/catalog\?compare=\d+$/);
    await page.goto(`${page.url()}&category=commercial`);
    await expect(page.getByText("1 aircraft picked to compare.")).toBeVisible();
    await expect(cards(page).first().getByRole("link", { name: `${first} is in your comparison: see the comparison` })).toBeVisible();
    const second = await addFromCatalogue(page, 1);
    await expect(table(page)).toBeVisible();

    await page.getByRole("link", { name: "Add another aircraft" }).click();
    await expect(page).toHaveURL(/\/catalog\?compare=\d+,\d+$/);
    await page.goto(`${page.url()}&category=commercial`);
    await expect(page.getByText("2 aircraft picked to compare.")).toBeVisible();
    const third = await addFromCatalogue(page, 2);
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);

    await expect.poll(() => columnNames(page)).toEqual([first, second, third]);
    await expect(table(page).getByRole("rowheader")).toHaveText(["Price", "Year", "Total Time", "Seats", "Range", "Max Speed", "Cruise Speed", "Useful Load", "Engine Time", "ADS-B Out", "Last Inspection", "Damage History", "Logbooks", "Value Estimate", "Cost of Ownership", "Location", "Features"]);
    for (const cell of await row(page, "Value Estimate")) expect(cell.text).toMatch(/^\$[\d,]+ – \$[\d,]+|^Not enough comparable aircraft$/);
    for (const cell of await row(page, "Cost of Ownership")) expect(cell.text).toMatch(/^\$[\d,]+ an hour, \$[\d,]+ a year/);
    await expectBestMarked(page, "Price", "lower");
    await expectBestMarked(page, "Total Time", "lower");
    for (const label of ["Year", "Seats", "Range", "Max Speed", "Cruise Speed", "Useful Load"]) await expectBestMarked(page, label, "higher");
    await expect(table(page).getByRole("cell").getByText("Best", { exact: true }).first()).toBeVisible();

    const shared = page.url();
    const sharedTable = await table(page).innerText();
    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: test.info().project.name === "js" });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(shared);
      expect(await table(visitorPage).innerText()).toBe(sharedTable);
    } finally {
      await visitor.close();
    }

    await table(page).getByRole("link", { name: `Remove ${second} from the comparison` }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
    await expect.poll(() => columnNames(page)).toEqual([first, third]);
  });

  test("the catalogue keeps the picked aircraft through filters and pages", async ({ page }) => {
    await page.goto("/catalog?compare=1,10");
    await hydrated(page);
    await page.getByLabel("Sort by").selectOption("price-low");
    if (test.info().project.name === "no-js") await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("price-low");
    expect(new URL(page.url()).searchParams.get("compare")).toBe("1,10");
    // The address moves before the sorted page is drawn when its cards' code is still coming (decision 053).
    await expect(page.getByRole("link", { name: "Next" })).toHaveAttribute("href", /sort=price-low/);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(new URL(page.url()).searchParams.get("compare")).toBe("1,10");
    await expect(page.getByText("2 aircraft picked to compare.")).toBeVisible();
    await page.getByRole("link", { name: "Stop comparing" }).click();
    await expect(page).toHaveURL(/\/catalog\?sort=price-low&page=2$/);
    await expect(page.getByRole("link", { name: /^Add to compare / }).first()).toHaveAttribute("href", /^\/compare\?ids=\d+$/);
  });

  test("the detail page starts a comparison", async ({ page }) => {
    await page.goto("/aircraft/1");
    const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await page.getByRole("link", { name: `Add to compare ${name}` }).click();
    await expect(page).toHaveURL(/\/compare\?ids=1$/);
    await expect(page.getByRole("heading", { name: "Pick one more aircraft" })).toBeVisible();

    await page.goto("/aircraft/2?compare=1");
    const second = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await page.getByRole("link", { name: `Add to compare ${second}` }).click();
    await expect(page).toHaveURL(/\/compare\?ids=1,2$/);
    await expect.poll(() => columnNames(page)).toEqual([name, second]);
  });

  test("a buyer compares saved aircraft from the dashboard", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    const names: string[] = [];
    for (const id of [3, 4]) {
      await page.goto(`/aircraft/${id}`);
      const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
      await page.getByRole("button", { name: `Save ${name}` }).click();
      await expectToast(page, `${name} is saved to your dashboard.`);
      names.push(name);
    }
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: `Add to compare ${names[0]}` })).toHaveAttribute("href", "/compare?ids=3");
    await page.getByRole("link", { name: "Compare them" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d,\d$/);
    await expect.poll(async () => (await columnNames(page)).sort()).toEqual([...names].sort());
  });

  test("says which ids were left out, and what to do with fewer than two", async ({ page }) => {
    await page.goto("/compare?ids=1,abc,1,2000000");
    const notes = page.getByRole("status");
    await expect(notes).toContainText("1 entry is not an aircraft number and was left out.");
    await expect(notes).toContainText("1 aircraft was listed twice and is shown once.");
    await expect(notes).toContainText("1 aircraft is no longer for sale or not found, and was left out.");
    await expect(page.getByRole("link", { name: "Add another aircraft" })).toHaveAttribute("href", "/catalog?compare=1");

    await page.goto("/compare");
    await expect(page.getByRole("heading", { name: "Pick aircraft to compare" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Aircraft" })).toHaveAttribute("href", "/catalog");
  });

  test("keeps the first four of five and says so", async ({ page }) => {
    await page.goto("/compare?ids=1,2,3,4,5");
    await expect(page.getByRole("status")).toHaveText("You can compare up to 4 aircraft; the first 4 are shown.");
    expect(await columnNames(page)).toHaveLength(4);
    await expect(page.getByRole("link", { name: "Add another aircraft" })).toHaveCount(0);
  });
});

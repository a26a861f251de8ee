import { expect, type Page, test } from "@playwright/test";
import { hydrated, scriptsCarrying } from "./support/hydration";

const cards = (page: Page) => page.getByRole("main").getByRole("listitem");
const shownCount = async (page: Page) => Number((await page.getByText(/^Showing \d+ aircraft$/).innerText()).match(/\d+/)?.[0]);

/** Reads "$1.2M" or "$899,000" back into dollars. */
function dollars(text: string): number {
  const millions = text.match(/^\$([\d.]+)M$/);
  if (millions?.[1]) return Number(millions[1]) * 1_000_000;
  return Number(text.replace(/[$,]/g, ""));
}

async function applyFilter(page: Page, label: string, value: string) {
  await hydrated(page);
  await page.getByLabel(label).selectOption(value);
  // With scripts the change applies at once; without, the visitor presses the button.
  if (test.info().project.name === "no-js") await page.getByRole("button", { name: "Apply filters" }).click();
  const parameter = { Category: "category", "Price range": "price", "Sort by": "sort" }[label];
  await expect.poll(() => new URL(page.url()).searchParams.get(parameter ?? label)).toBe(value);
  // Without scripts the address changes as the new page starts to arrive: wait for all of it.
  await page.waitForLoadState("domcontentloaded");
  await expect(page.locator("[aria-busy]")).toHaveCount(0);
}

async function prices(page: Page): Promise<number[]> {
  const texts = await page.getByRole("main").getByRole("listitem").locator("p.card-price-short").allInnerTexts();
  return texts.map(dollars);
}

test.describe("catalogue", () => {
  test("lists twelve aircraft a page with the real total", async ({ page }) => {
    await page.goto("/catalog");
    const total = await shownCount(page);
    expect(total).toBeGreaterThan(12);
    await expect(cards(page)).toHaveCount(12);
    const first = cards(page).first();
    await expect(first.getByRole("link", { name: "View Details" })).toHaveAttribute("href", /^\/aircraft\/\d+$/);
    await expect(first.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(first.getByRole("link", { name: /^Save / })).toBeVisible();
    // A card shows its views, but a sample's, whose figures are made up.
    const sample = cards(page).filter({ has: page.locator("[data-badge=sample]") });
    const real = cards(page).filter({ hasNot: page.locator("[data-badge=sample]") });
    await expect(sample.getByText(/views$/)).toHaveCount(0);
    expect(await real.getByText(/views$/).count()).toBe(await real.count());
  });

  test("searches by manufacturer, model and location", async ({ page }) => {
    await page.goto("/catalog");
    await page.getByLabel("Search aircraft", { exact: true }).fill("pilatus");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=pilatus/);
    // With scripts the address changes a moment before the new cards are drawn: wait for them.
    await expect(cards(page).getByRole("heading").filter({ hasNotText: "Pilatus" })).toHaveCount(0);
    await expect(cards(page).getByRole("heading")).not.toHaveCount(0);

    await page.goto("/catalog?q=geneva");
    const locations = await cards(page).allInnerTexts();
    expect(locations.length).toBeGreaterThan(0);
    for (const card of locations) expect(card).toContain("Geneva");
  });

  test("a search with nothing to show says so and offers to clear", async ({ page }) => {
    await page.goto("/catalog?q=zeppelin");
    await expect(page.getByText("Showing 0 aircraft")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No aircraft match your search" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("filters by category", async ({ page }) => {
    await page.goto("/catalog");
    await applyFilter(page, "Category", "helicopter");
    const badges = await cards(page).locator("[data-category]").allInnerTexts();
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge).toBe("Helicopter");
  });

  for (const [value, min, max] of [
    ["0-500k", 0, 500_000],
    ["500k-2m", 500_000, 2_000_000],
    ["2m-10m", 2_000_000, 10_000_000],
    ["10m+", 10_000_000, Number.POSITIVE_INFINITY],
  ] as const) {
    test(`filters by price ${value}`, async ({ page }) => {
      await page.goto("/catalog");
      await applyFilter(page, "Price range", value);
      const shown = await prices(page);
      expect(shown.length).toBeGreaterThan(0);
      // Card prices are rounded to $0.1M, so allow that much at the band's edges.
      for (const price of shown) {
        expect(price).toBeGreaterThanOrEqual(min - 50_000);
        expect(price).toBeLessThan(max + 50_000);
      }
    });
  }

  test("sorts by price both ways", async ({ page }) => {
    await page.goto("/catalog");
    await applyFilter(page, "Sort by", "price-low");
    const ascending = await prices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await applyFilter(page, "Sort by", "price-high");
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0);
  });

  test("sorts by year both ways", async ({ page }) => {
    for (const [sort, direction] of [
      ["year-new", -1],
      ["year-old", 1],
    ] as const) {
      await page.goto(`/catalog?sort=${sort}`);
      // The sample titles start with the year, so cards do not repeat it.
      const years = (await cards(page).getByRole("heading").allInnerTexts()).map((title) => Number(/^(\d{4}) /.exec(title)?.[1]));
      expect(years.length).toBe(12);
      expect(years.every((year) => year > 1900)).toBe(true);
      expect(years).toEqual([...years].sort((a, b) => (a - b) * direction));
    }
  });

  test("pages keep the filters, and Previous and Next stop at the ends", async ({ page }) => {
    await page.goto("/catalog?sort=price-low");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    const firstPage = await prices(page);
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/sort=price-low&page=2/);
    await expect(page.locator("[aria-busy]")).toHaveCount(0);
    const secondPage = await prices(page);
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage) - 50_000);
    // The pagination links a window of five pages, and other journeys publish and delete
    // listings meanwhile: follow the furthest page offered until it is the current one.
    for (;;) {
      const last = pagination.getByRole("link", { name: /^Page \d+$/ }).last();
      if ((await last.getAttribute("aria-current")) === "page") break;
      const furthest = Number((await last.textContent())?.trim());
      await last.click();
      await expect(page).toHaveURL(new RegExp(`page=${furthest}$`));
      await expect(page.locator("[aria-busy]")).toHaveCount(0);
    }
    await expect(pagination.getByText("Next")).toHaveAttribute("aria-disabled", "true");
    const total = await shownCount(page);
    await expect(cards(page)).toHaveCount(total - (Math.ceil(total / 12) - 1) * 12);
  });

  test("the list view shows the same aircraft as rows", async ({ page }) => {
    await page.goto("/catalog?category=turboprop");
    const gridTitles = await cards(page).getByRole("heading").allInnerTexts();
    await page.getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute("aria-current", "true");
    await expect(cards(page).getByRole("heading")).toHaveText(gridTitles);
  });

  test("the cards come as the server drew them, their code only to draw other cards, and so do the aircraft page's sections (decision 053)", async ({ page }) => {
    test.skip(test.info().project.name === "no-js", "only scripts load code");
    const cardCode = await scriptsCarrying(page, "Contact the seller of the");
    await page.goto("/catalog");
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    // A card's link, from the server's markup, moves without loading a page.
    const first = cards(page).first();
    const name = await first.getByRole("heading").innerText();
    await first.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    // The aircraft page, drawn by the browser, has its sections the server draws on a page load.
    await expect(page.getByRole("heading", { name: "Value estimate", level: 2 })).toBeVisible();
    expect(cardCode).toEqual([]);
    // Back on the catalogue the browser draws the cards itself, with their code.
    await page.goBack();
    await expect(cards(page).first().getByRole("heading")).toHaveText(name);
    await expect(cards(page)).toHaveCount(12);
    expect(cardCode.length).toBeGreaterThan(0);
    expect(documents).toEqual([]);
  });

  test("unknown or malformed parameters fall back to the defaults", async ({ page }) => {
    const response = await page.goto("/catalog?category=zeppelin&price=free&sort=sideways&view=3d&page=-4");
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Category")).toHaveValue("all");
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Newest First");
    await expect(cards(page)).toHaveCount(12);
  });
});

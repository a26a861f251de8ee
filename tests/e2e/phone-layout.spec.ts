import { expect, test } from "@playwright/test";
import { holdScripts, hydrated } from "./support/hydration";

const PUBLIC_PAGES_WITH_INPUTS = ["/", "/catalog", "/ai-match?role=buyer", "/contact", "/login", "/register", "/aircraft/1/inquiry?direct=1"];

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("every text box on the public pages is at least 44 px tall, and the pagination stays on one line", async ({ page }) => {
    // Eight pages in one journey.
    test.slow();
    for (const path of PUBLIC_PAGES_WITH_INPUTS) {
      await page.goto(path);
      const heights = await page
        .locator("input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file]), textarea")
        .evaluateAll((inputs) =>
          inputs
            .filter((input) => input.getClientRects().length > 0 && !input.closest("[aria-hidden=true]"))
            .map((input) => ({ name: input.getAttribute("name") ?? input.id, height: input.getBoundingClientRect().height })),
        );
      expect(heights.length, path).toBeGreaterThan(0);
      for (const input of heights) expect(input.height, `${path} ${input.name}`).toBeGreaterThanOrEqual(44);
    }
    await page.goto("/catalog");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const previous = await pagination.getByText("Previous").boundingBox();
    const next = await pagination.getByRole("link", { name: "Next" }).boundingBox();
    expect(next?.y).toBe(previous?.y);
  });

  test("the catalogue folds its filters behind one control with their count, and the first aircraft starts within 800 px of the top", async ({ page, javaScriptEnabled }) => {
    await page.goto("/catalog?category=turboprop&sort=price-low&year_from=2010");
    const filters = page.locator("summary", { hasText: "Filters" });
    await expect(filters).toHaveText(/Filters\s*2 active/);
    await expect(page.getByLabel("Category", { exact: true })).toBeHidden();
    const firstCard = page.locator(".listing-card").first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(800);

    await filters.click();
    await expect(page.getByLabel("Category", { exact: true })).toBeVisible();
    if (!javaScriptEnabled) {
      // The button that applies the filters comes after the last of them.
      const apply = (await page.getByRole("button", { name: "Apply filters" }).boundingBox())!;
      const lastFilter = (await page.getByLabel("Within", { exact: true }).boundingBox())!;
      expect(apply.y).toBeGreaterThan(lastFilter.y);
    }
  });

  test("the price and Contact seller stay in reach, and Contact Seller Directly opens on the message form", async ({ page, javaScriptEnabled }) => {
    await page.goto("/aircraft/1");
    const contact = page.getByRole("link", { name: "Contact seller", exact: true });
    await expect(contact).toBeInViewport();
    // The key facts' line comes before the photos: the first screen shows all of it.
    const keyFacts = page.locator("dl").filter({ has: page.getByRole("term").filter({ hasText: /^Serial Number$/ }) });
    await expect(keyFacts.getByRole("term")).toHaveText(["Year", "Serial Number", "Registration", "Total Time", "Engine Hours / TBO", "Seats", "Useful Load", "Location"]);
    await expect(keyFacts.getByRole("definition")).toHaveText(["2023", "525C-0412", "N414CJ", "310 hrs", "#1 310 / 5,000 SNEW", /^#2 [\d,]+ \/ 5,000 SNEW$/, "9", "6,410 lbs", "Scottsdale, AZ"]);
    await expect(keyFacts).toBeInViewport({ ratio: 1 });
    // ... and above the contact bar that rides the bottom of the screen.
    const line = (await keyFacts.boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual((await contact.boundingBox())!.y);
    // The spec sheet starts within two screens, before the calculators.
    expect((await page.getByRole("heading", { level: 2, name: "Specifications" }).boundingBox())!.y).toBeLessThan(2 * 800);
    await page.mouse.wheel(0, 1500);
    await expect(contact).toBeInViewport();
    await contact.click();
    await expect(page).toHaveURL(/\/aircraft\/1\/inquiry$/);
    await page.getByRole("link", { name: "Contact Seller Directly" }).click();
    await expect(page).toHaveURL(/\/aircraft\/1\/inquiry\?direct=1#message-seller$/);
    const name = page.getByRole("textbox", { name: "Name" });
    await expect(page.getByRole("heading", { name: "Message the seller" })).toBeInViewport();
    await expect(name).toBeInViewport();
    if (javaScriptEnabled) await expect(name).toBeFocused();

    await page.goto("/aircraft/1/inquiry?direct=1");
    if (javaScriptEnabled) await expect(name).toBeFocused();
  });

  test("the inquiry dialog keeps the place a reader scrolled to before the scripts took over", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "only the scripts make the dialog a modal, which scrolls by itself");
    const scripts = await holdScripts(page);
    // The held scripts hold the page's load event too.
    await page.goto("/aircraft/1/inquiry", { waitUntil: "domcontentloaded" });
    const directly = page.getByRole("link", { name: "Contact Seller Directly" });
    await directly.scrollIntoViewIfNeeded();
    await expect(directly).toBeInViewport();
    scripts.release();
    await hydrated(page);
    await expect(directly).toBeInViewport();
    await directly.click();
    await expect(page).toHaveURL(/\/aircraft\/1\/inquiry\?direct=1#message-seller$/);
  });
});

test.describe("the inquiry dialog's message form", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("answers a refused message at the form, its errors in view", async ({ page, javaScriptEnabled }) => {
    await page.goto("/aircraft/1/inquiry?direct=1#message-seller");
    await page.getByRole("textbox", { name: "Message" }).fill("Is the aircraft still for sale?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name")).toBeInViewport();
    // Without scripts the server's answer opens at the form: the address says where.
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/aircraft\/1\/inquiry\?direct=1#message-seller$/);
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Is the aircraft still for sale?");
  });
});

import { expect, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { accountDetails, createConfirmedAccount, expectToast, signIn, signOut, test } from "./support/accounts";
import { fillListing } from "./support/listing-editor";

// Each test speaks from its own client address (see support/accounts.ts): a view counts once per address and day.

// The count as of now: a signed-out visitor's catalogue page may be up to 30 s old (the
// page cache, docs/decisions/022-page-cache.md), so each reading asks for a page of its own.
async function cardViews(page: Page, model: string): Promise<number> {
  await page.goto(`/catalog?q=${model}&reading=${Date.now()}`);
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

  test("gives the pre-buy inspection's time and cost of the aircraft's type, and /help says what the ranges are and where they come from", async ({ page }) => {
    await page.goto("/aircraft/10");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("A320neo");
    const contact = page.locator("#contact");
    await expect(contact).toContainText("a pre-buy inspection of an airliner typically takes 2-6 weeks and costs $100,000-500,000");
    await expect(contact).not.toContainText("$3,000-8,000");
    await page.goto("/aircraft/4");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("King Air 350i");
    await expect(page.locator("#contact")).toContainText("a pre-buy inspection of a twin turboprop typically takes 5-10 days and costs $20,000-60,000");
    await page.goto("/aircraft/3");
    await expect(page.locator("#contact")).toContainText("a pre-buy inspection typically takes 2-3 days and costs $3,000-8,000.");
    await page.locator("#contact").getByRole("link", { name: "About these ranges" }).click();
    await expect(page.getByRole("heading", { name: "Pre-buy inspections" })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Large jet 2-4 weeks/ })).toContainText("$100,000-300,000");
    await expect(page.getByRole("row", { name: /^Large jet 2-4 weeks/ })).toContainText("AeroMarket’s rough guide for a typical aircraft of the type");
  });

  test("without photos, shows a drawing of the aircraft's configuration, says it is one, and offers to ask for photos", async ({ page }) => {
    await page.goto("/catalog?q=king+air+350i");
    const card = page.getByRole("main").getByRole("listitem").first();
    await expect(card.getByRole("img", { name: "Illustration of a low-wing twin-engine aircraft" })).toBeVisible();
    await expect(card.getByText("Illustration", { exact: true })).toBeVisible();
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("King Air 350i");
    await expect(page.getByText("Illustration of a low-wing twin-engine aircraft: the seller has not added photos.")).toBeVisible();
    await page.getByRole("link", { name: "Ask for photos" }).click();
    await expect(page).toHaveURL(/\/inquiry\?direct=1#message-seller$/);
    await expect(page.locator("#message-seller")).toBeInViewport();
  });

  // A sample listing shows no views (its figures are made up): a seller of the test's own lists the aircraft.
  test("counts a view for people", async ({ page, request }) => {
    test.setTimeout(60_000);
    const seller = accountDetails("seller");
    const model = `PC12V${randomBytes(3).toString("hex").toUpperCase()}`;
    await createConfirmedAccount(request, seller);
    await signIn(page, seller.email);
    await page.goto("/dashboard/listings/new");
    await fillListing(page, { name: `2016 Pilatus PC-12 ${model}`, model });
    await page.getByRole("button", { name: "Publish" }).click();
    await expectToast(page, "Your listing is live in the catalogue. Add photos next.");
    await signOut(page);

    const before = await cardViews(page, model);
    await page.getByRole("main").getByRole("listitem").first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(model);
    // The page does not wait for its view to be counted.
    await expect.poll(() => cardViews(page, model)).toBeGreaterThan(before);
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

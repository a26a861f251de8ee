import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, test } from "./support/accounts";
import { fillListing } from "./support/listing-editor";

/**
 * Forms that say what they need (issue 21, item 8), with and without JavaScript: the
 * same required mark on every form, a price typed with thousands separators accepted
 * and shown with them, and one colour per listing status on My Listings and Analytics.
 */

/** The field labelled `label` is required, and its label carries the one required mark. */
async function expectMarkedRequired(page: Page | Locator, label: string) {
  const field = page.getByLabel(label, { exact: true });
  // Required by the HTML attribute, or (on /settings, where the server answers an empty field) by aria-required.
  expect(await field.evaluate((control) => (control as HTMLInputElement).required || control.getAttribute("aria-required") === "true"), label).toBe(true);
  const id = await field.getAttribute("id");
  await expect(page.locator(`label[for="${id}"] + [data-required-mark]`), label).toHaveText("*");
}

async function expectNotMarked(page: Page, label: string) {
  const id = await page.getByLabel(label, { exact: true }).getAttribute("id");
  await expect(page.locator(`label[for="${id}"] + [data-required-mark]`), label).toHaveCount(0);
}

test("every form marks its required fields the same way, the editor takes a price with commas, and Sold has one colour", async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of ["/register?type=seller", "/contact"]) {
    await page.goto(path);
    await expect(page.getByText("Fields marked * are required.")).toBeVisible();
  }
  await page.goto("/register?type=seller");
  for (const label of ["First name", "Company/Organization", "Password"]) await expectMarkedRequired(page, label);
  await page.goto("/contact");
  for (const label of ["Name", "Email", "Topic", "Message"]) await expectMarkedRequired(page, label);

  const seller = accountDetails("seller");
  // Confirming the email through the page's own request signs it in.
  await createConfirmedAccount(page.request, seller);

  await page.goto("/settings");
  for (const label of ["First name", "Phone number", "New email address"]) await expectMarkedRequired(page, label);
  // Both the email and the password forms ask for it.
  for (const form of ["Email address", "Password"]) await expectMarkedRequired(page.getByRole("region", { name: form }), "Current password");

  await page.goto("/dashboard/listings/new");
  await expect(page.getByText("Publishing needs every field marked *.")).toBeVisible();
  await expect(page.getByText("Fields marked * are required to publish.")).toBeVisible();
  for (const label of ["Title", "Asking price (USD)", "Category", "Description", "Contact name"]) await expectMarkedRequired(page, label);
  await expectNotMarked(page, "Features");
  await expect(page.getByText("Whole US dollars, with or without thousands separators, such as 4,250,000.")).toBeVisible();

  const model = `PC12${randomBytes(3).toString("hex").toUpperCase()}`;
  const name = `2016 Pilatus ${model}`;
  await fillListing(page, { model, name }, { "Asking price (USD)": "4,250,000" });
  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Your listing is live in the catalogue. Add photos next.");
  await expect(page.getByLabel("Asking price (USD)", { exact: true })).toHaveValue("4,250,000");

  await page.getByRole("button", { name: "Mark Sold" }).click();
  await expectToast(page, "Marked Sold: it leaves the catalogue and its page shows Sold.");

  const row = (scope: Page) => scope.getByRole("listitem").filter({ has: scope.getByRole("link", { name, exact: true }) });
  await page.goto("/dashboard");
  const onMyListings = row(page).locator('[data-status="sold"]');
  await expect(onMyListings).toHaveText("Sold");
  const colour = await onMyListings.getAttribute("class");
  expect(colour).not.toContain("danger");

  await page.goto("/dashboard?tab=analytics");
  const onAnalytics = row(page).locator('[data-status="sold"]');
  await expect(onAnalytics).toHaveText("Sold");
  expect(await onAnalytics.getAttribute("class")).toBe(colour);
});

import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, signIn, signOut, test } from "./support/accounts";
import { type Aircraft, fillListing } from "./support/listing-editor";

/**
 * Drafts that save, with and without JavaScript: a seller saves a half-filled listing,
 * leaves, comes back to find it as typed with a checklist of what it lacks, is told field
 * by field what Publish still needs, completes it and publishes it. Buyers never see the draft.
 */

const NEEDED = "Year, Category, Location, Total time, Seats, Useful load, Registration, Serial number, Description, Max speed, Cruise speed, Range, Ceiling, Fuel capacity, Baggage";

async function catalogueCards(page: Page, aircraft: Aircraft) {
  await page.goto(`/catalog?q=${aircraft.model}`);
  return page.getByRole("main").getByRole("listitem").filter({ hasText: aircraft.name });
}

/** What someone signed out gets at the address. */
async function visitorStatus(baseURL: string, path: string): Promise<number> {
  return (await fetch(new URL(path, baseURL), { redirect: "manual" })).status;
}

test("a seller saves a half-filled draft, returns, completes it and publishes it", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const seller = accountDetails("seller");
  await createConfirmedAccount(request, seller);
  const model = `PC12${randomBytes(3).toString("hex").toUpperCase()}`;
  const aircraft: Aircraft = { model, name: `2016 Pilatus ${model}` };

  await signIn(page, seller.email);
  await page.goto("/dashboard/listings/new");
  await expect(page.getByRole("main")).toContainText("Save as draft keeps whatever you have typed, however incomplete");
  await page.getByLabel("Title", { exact: true }).fill(aircraft.name);
  await page.getByLabel("Manufacturer", { exact: true }).fill("Pilatus");
  await page.getByLabel("Model", { exact: true }).fill(aircraft.model);
  await page.getByLabel("Asking price (USD)", { exact: true }).fill("4250000");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expectToast(page, "Draft saved. Only you can see it until you publish it. Add photos next.");
  await expect(page).toHaveURL(/\/dashboard\/listings\/\d+\/edit$/);
  const id = /\/dashboard\/listings\/(\d+)\/edit/.exec(page.url())![1]!;
  await expect(await catalogueCards(page, aircraft)).toHaveCount(0);
  expect(await visitorStatus(baseURL!, `/aircraft/${id}`)).toBe(404);

  // The seller leaves, and comes back to the draft as it was typed.
  await signOut(page);
  await signIn(page, seller.email);
  await page.goto("/dashboard");
  const row = page.getByRole("listitem").filter({ hasText: aircraft.name });
  await expect(row).toContainText("Draft");
  await row.getByRole("link", { name: `Edit ${aircraft.name}` }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(aircraft.name);
  await expect(page.getByLabel("Manufacturer", { exact: true })).toHaveValue("Pilatus");
  await expect(page.getByLabel("Asking price (USD)", { exact: true })).toHaveValue("4,250,000");
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("");

  const needed = page.getByRole("list", { name: "Needed to publish" });
  await expect(needed.getByRole("listitem").filter({ hasText: "The aircraft" })).toContainText("The aircraft: to do: Year, Category, Registration, Serial number");
  await expect(needed.getByRole("listitem").filter({ hasText: "Contact" })).toContainText("Contact: done");
  const lookedFor = page.getByRole("list", { name: "What buyers look for" });
  await expect(lookedFor.getByRole("listitem").filter({ hasText: "Photos" })).toContainText("Photos: to do: At least one photo");

  // Publish says, field by field, what is missing, and keeps what is there.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "fields need your attention" })).toContainText(`To fill in or correct: ${NEEDED}.`);
  await expect(page.getByText("Please enter the year of manufacture")).toBeVisible();
  await expect(page.getByText("Please choose a category")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(aircraft.name);
  await expect(page.getByLabel("Asking price (USD)", { exact: true })).toHaveValue("4,250,000");
  // The server says the same, with a 400, to a form posted without the browser's checks.
  const refused = await page.request.post(`/dashboard/listings/${id}/edit`, {
    form: { intent: "publish", name: aircraft.name, manufacturer: "Pilatus" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  await expect(await catalogueCards(page, aircraft)).toHaveCount(0);

  await page.goto(`/dashboard/listings/${id}/edit`);
  await fillListing(page, aircraft);
  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Published: buyers find it in the catalogue now.");
  await expect(page.getByRole("list", { name: "Needed to publish" }).getByText("to do")).toHaveCount(0);
  await expect(await catalogueCards(page, aircraft)).toHaveCount(1);
  expect(await visitorStatus(baseURL!, `/aircraft/${id}`)).toBe(200);
});

import { expect, type Page } from "@playwright/test";
import { hydrated, scriptsCarrying } from "./support/hydration";
import { accountDetails, createConfirmedAccount, emailLink, expectToast, fillRegistration, PASSWORD, signIn, test } from "./support/accounts";

// Helicopters: no other journey lists one, so the counts stay put while tests run side by side.
const HELICOPTERS = "/catalog?category=helicopter&sort=price-low";
const HELICOPTERS_URL = /\/catalog\?category=helicopter&sort=price-low$/;
const HELICOPTER_MISSION = "/ai-match?role=buyer&aircraftType=helicopter&budget=3000000&run=1";

async function shownCount(page: Page): Promise<number> {
  return Number(await page.getByText(/^Showing \d+ aircraft$/).locator("span").textContent());
}

/** Opens "Save this search" (a native disclosure, so it opens without JavaScript too) and saves with these choices. */
async function saveSearch(page: Page, choices: { name?: string; frequency?: "Instant" | "Daily" | "Weekly" | "Off" } = {}) {
  await page.locator("summary", { hasText: "Save this search" }).click();
  if (choices.name !== undefined) await page.getByLabel("Name").fill(choices.name);
  if (choices.frequency) await page.locator("label").filter({ hasText: new RegExp(`^${choices.frequency}$`) }).click();
  await page.getByRole("button", { name: "Save search" }).click();
}

async function openSavedSearches(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Saved Searches" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=saved-searches$/);
}

function savedSearchRow(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function signInHere(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in as Buyer" }).click();
}

test.describe("saved searches", () => {
  test("a buyer saves a catalogue search, sees it counted on the dashboard and listed with its matches", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    await page.goto(HELICOPTERS);
    const total = await shownCount(page);
    await page.locator("summary", { hasText: "Save this search" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("Helicopter");
    // A blank name is refused: in place with scripts, on the form's own page (400) without them.
    await page.getByLabel("Name").fill("   ");
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("Give the search a name.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("   ");
    await page.getByLabel("Name").fill("Helicopters by price");
    await page.locator("label").filter({ hasText: /^Weekly$/ }).click();
    await page.getByRole("button", { name: "Save search" }).click();
    await expectToast(page, "“Helicopters by price” is saved to your searches. We will email new matches once a week.");
    await expect(page).toHaveURL(HELICOPTERS_URL);
    await expect(page.getByRole("link", { name: "Saved as “Helicopters by price”" })).toHaveAttribute("href", "/dashboard?tab=saved-searches");

    await page.goto("/dashboard");
    await expect(page.getByRole("definition").nth(1)).toHaveText("1");
    await openSavedSearches(page);
    const row = savedSearchRow(page, "Helicopters by price");
    await expect(row).toContainText("Catalogue: Helicopter · All Prices · Price: Low to High");
    await expect(row).toContainText(`${total} ${total === 1 ? "aircraft matches" : "aircraft match"} now · 0 new since you last ran it`);
    await expect(row.getByLabel("Email alerts for Helicopters by price")).toHaveValue("weekly");
  });

  test("a visitor who saves signs in and comes back to the search with it saved", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await page.goto(HELICOPTERS);
    await saveSearch(page, { name: "Ranch helicopters", frequency: "Instant" });
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcatalog%3Fcategory%3Dhelicopter%26sort%3Dprice-low$/);
    await expect(page.getByText("Sign in to save “Ranch helicopters”.")).toBeVisible();
    await signInHere(page, buyer.email);
    await expect(page).toHaveURL(HELICOPTERS_URL);
    await expectToast(page, "Successfully signed in! “Ranch helicopters” is saved to your searches. We will email you as soon as a new aircraft matches.");
    await expect(page.getByRole("link", { name: "Saved as “Ranch helicopters”" })).toBeVisible();

    await openSavedSearches(page);
    await expect(savedSearchRow(page, "Ranch helicopters").getByLabel("Email alerts for Ranch helicopters")).toHaveValue("instant");
  });

  test("a visitor who saves, then signs up and confirms in the same browser, lands on the search with it saved", async ({ page }) => {
    const buyer = accountDetails("buyer");
    await page.goto(HELICOPTERS);
    await saveSearch(page);
    await expect(page.getByText("Sign in to save “Helicopter”.")).toBeVisible();
    await page.getByRole("link", { name: "Create one" }).click();
    await fillRegistration(page, buyer);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Buyer Account" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(await emailLink(buyer.email, "signup"));
    await expect(page).toHaveURL(HELICOPTERS_URL);
    await expectToast(page, "Your email is confirmed. Welcome to AeroMarket! “Helicopter” is saved to your searches. We will email new matches once a day.");
    await openSavedSearches(page);
    await expect(savedSearchRow(page, "Helicopter")).toBeVisible();
  });

  test("a buyer renames a saved search, changes its alerts, runs it and deletes it", async ({ page, request, javaScriptEnabled }) => {
    // A long journey of many page loads: it gets the longer timeout.
    test.slow();
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    await page.goto(HELICOPTERS);
    await saveSearch(page, { name: "Helis" });
    await expectToast(page, "“Helis” is saved to your searches. We will email new matches once a day.");

    await openSavedSearches(page);
    await page.getByRole("link", { name: "Rename Helis" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit “Helis”");
    await page.getByLabel("Name").fill("   ");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Give the search a name.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("   ");
    await page.getByLabel("Name").fill("Helis for the ranch");
    await page.locator("label").filter({ hasText: /^Off$/ }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "“Helis for the ranch” is updated. Email alerts for it are off.");
    await expect(page).toHaveURL(/\/dashboard\?tab=saved-searches$/);

    const row = savedSearchRow(page, "Helis for the ranch");
    const alerts = row.getByLabel("Email alerts for Helis for the ranch");
    await expect(alerts).toHaveValue("off");
    await hydrated(page);
    await alerts.selectOption("instant");
    if (!javaScriptEnabled) await row.getByRole("button", { name: "Update" }).click();
    await expectToast(page, "“Helis for the ranch” is updated. We will email you as soon as a new aircraft matches.");
    await expect(savedSearchRow(page, "Helis for the ranch").getByLabel("Email alerts for Helis for the ranch")).toHaveValue("instant");

    await savedSearchRow(page, "Helis for the ranch").getByRole("button", { name: "Run search Helis for the ranch" }).click();
    await expect(page).toHaveURL(HELICOPTERS_URL);
    await expect(page.getByRole("link", { name: "Saved as “Helis for the ranch”" })).toBeVisible();

    await openSavedSearches(page);
    await page.getByRole("button", { name: "Delete Helis for the ranch" }).click();
    await expectToast(page, "“Helis for the ranch” is deleted. No more alerts will come for it.");
    await expect(page.getByText("You have no saved searches yet.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("definition").nth(1)).toHaveText("0");
  });

  test("a name too long comes back with 400, the reason and what was typed", async ({ request }) => {
    const name = `Helicopters ${"x".repeat(80)}`;
    const response = await request.post("/saved-searches", {
      form: { kind: "catalog", category: "helicopter", sort: "price-low", name, frequency: "daily", returnTo: HELICOPTERS },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const page = await response.text();
    expect(page).toContain("Keep the name to 80 characters or fewer.");
    expect(page).toContain(`value="${name}"`);
  });

  test("a seller is told saved searches belong to buyer accounts, and the catalogue offers them none", async ({ page, request }) => {
    const seller = accountDetails("seller");
    await createConfirmedAccount(request, seller);
    const response = await request.post("/saved-searches", {
      form: { kind: "catalog", category: "helicopter", name: "Competition", frequency: "daily", returnTo: HELICOPTERS },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Saved searches belong to buyer accounts. Sign in as a buyer to save this search.");

    await page.goto("/login?type=seller");
    await page.getByLabel("Email").fill(seller.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Seller" }).click();
    await expectToast(page, "Successfully signed in!");
    await page.goto(HELICOPTERS);
    await expect(page.getByText(/^Showing \d+ aircraft$/)).toBeVisible();
    await expect(page.locator("summary", { hasText: "Save this search" })).toHaveCount(0);
  });

  test("someone else's saved search answers 404", async ({ page, request, playwright }) => {
    const owner = accountDetails("buyer");
    const other = accountDetails("buyer", "Noah");
    await createConfirmedAccount(request, owner);
    // Sign-ups are limited per address: the other buyer registers from another one.
    const elsewhere = await playwright.request.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.254.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}` } });
    await createConfirmedAccount(elsewhere, other);
    await elsewhere.dispose();
    await signIn(page, owner.email);
    await page.goto(HELICOPTERS);
    await saveSearch(page, { name: "Mine" });
    // Leaving before the answer arrives would cancel the save.
    await expectToast(page, "“Mine” is saved to your searches. We will email new matches once a day.");
    await openSavedSearches(page);
    const editPath = await page.getByRole("link", { name: "Rename Mine" }).getAttribute("href");

    await page.context().clearCookies();
    await signIn(page, other.email);
    const response = await page.goto(editPath!);
    expect(response?.status()).toBe(404);
    const deleted = await page.request.post(editPath!, { form: { intent: "delete" }, maxRedirects: 0 });
    expect(deleted.status()).toBe(404);
  });

  test("a buyer saves an AI Match mission from its results and sees its matches on the dashboard", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    await page.goto(HELICOPTER_MISSION);
    const found = Number((await page.getByRole("heading", { name: /^We found \d+ aircraft/ }).textContent())!.match(/\d+/)![0]);
    await page.locator("summary", { hasText: "Save this search" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("AI Match: Helicopter · up to $3.0M");
    await page.getByRole("button", { name: "Save search" }).click();
    await expectToast(page, "“AI Match: Helicopter · up to $3.0M” is saved to your searches. We will email new matches once a day.");
    await expect(page.getByRole("link", { name: "Saved as “AI Match: Helicopter · up to $3.0M”" })).toBeVisible();

    await openSavedSearches(page);
    const row = savedSearchRow(page, "AI Match: Helicopter · up to $3.0M");
    await expect(row).toContainText("AI Match: Helicopter · Budget $3.0M");
    await expect(row).toContainText(`${found} ${found === 1 ? "aircraft matches" : "aircraft match"} now`);
    await row.getByRole("button", { name: "Run search AI Match: Helicopter · up to $3.0M" }).click();
    await expect(page).toHaveURL(/\/ai-match\?role=buyer&aircraftType=helicopter&budget=3000000&run=1$/);
    await expect(page.getByRole("heading", { name: `We found ${found} aircraft that ${found === 1 ? "matches" : "match"} your requirements` })).toBeVisible();
  });

  test("with scripts, the form's code loads on the way to opening it, keeps what was typed before it came, and sends without loading a page", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without scripts there is no code to load");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const formScripts = await scriptsCarrying(page, "save-search-name", { heldUntil: held });
    await page.goto(HELICOPTERS);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(formScripts).toEqual([]);

    await page.locator("summary", { hasText: "Save this search" }).click();
    await expect.poll(() => formScripts.length).toBe(1);
    // The server's form, typed into while its code is on the way.
    const name = page.getByLabel("Name");
    await name.evaluate((field) => field.setAttribute("data-from-server", ""));
    await page.locator("label").filter({ hasText: /^Weekly$/ }).click();
    await name.fill("Gulf coast");
    release();
    await expect(page.locator("[data-from-server]")).toHaveCount(0);
    await expect(name).toHaveValue("Gulf coast");
    await expect(name).toBeFocused();
    await expect(page.getByRole("radio", { name: "Weekly" })).toBeChecked();
    await name.press("End");
    await name.pressSequentially(" helicopters");

    await page.evaluate(() => document.documentElement.setAttribute("data-before-saving", ""));
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("Sign in to save “Gulf coast helicopters”.")).toBeVisible();
    await expect(page.locator("html[data-before-saving]")).toHaveCount(1);
  });

  test("a buyer turns the saved-aircraft emails off and on", async ({ page, request, javaScriptEnabled }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    await page.goto("/dashboard");
    const preference = page.getByLabel("Email me when a saved aircraft's price drops or it is marked pending or sold");
    await expect(preference).toBeChecked();
    await hydrated(page);
    await preference.uncheck();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Emails about your saved aircraft are off.");
    await page.reload();
    await expect(preference).not.toBeChecked();
    await hydrated(page);
    await preference.check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "We will email you when a saved aircraft's price drops or it is marked pending or sold.");
  });
});

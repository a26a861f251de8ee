import { randomInt, randomUUID } from "node:crypto";
import { devices, expect, type Locator, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { type AccountDetails, accountDetails, createConfirmedAccount, expectToast, PASSWORD, signIn, signOut, test } from "./support/accounts";
import { SAMPLE_SELLERS } from "./support/sample-sellers";

/**
 * A seller's analytics, with and without JavaScript. Each project's seller signs up
 * with the contact email of a different sample seller, and so owns that seller's
 * listings; the views, the save and the inquiry are made in the test.
 */
const SELLERS = SAMPLE_SELLERS.analytics;

const todayInUtc = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date());

/** Each account from its own API client: a signed-in client cannot register another. */
async function createAccounts(playwright: PlaywrightWorkerArgs["playwright"], ...accounts: AccountDetails[]) {
  for (const account of accounts) {
    const client = await playwright.request.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}` } });
    await createConfirmedAccount(client, account);
    await client.dispose();
  }
}

/** The value a definition list gives for a term. */
/** The Views figure of a listing's analytics page, as a number. */
async function viewsShown(page: Page, path: string): Promise<number> {
  await page.goto(path);
  return Number((await figure(page, "Views").textContent())!.replace(/,/g, ""));
}

function figure(scope: Locator | Page, term: string): Locator {
  return scope.getByRole("term").filter({ hasText: new RegExp(`^${term.replace(/[()]/g, "\\$&")}$`) }).locator("xpath=following-sibling::dd[1]");
}

test.describe("listing analytics", () => {
  test("a seller sees the views, the save and the inquiry of their listing, on the Analytics tab and the listing's page", async ({ page, playwright, baseURL }, testInfo) => {
    // A long journey of many page loads: it gets the longer timeout.
    test.slow();
    const { email, listingId } = SELLERS[testInfo.project.name as keyof typeof SELLERS];
    const seller = { ...accountDetails("seller", "Omar"), email };
    const buyer = accountDetails("buyer");
    await createAccounts(playwright, seller, buyer);
    // Sample listings come with a view record for each day since listed: the test's views add to those.
    await signIn(page, seller.email);
    const before = { 30: await viewsShown(page, `/dashboard/listings/${listingId}/analytics`), 90: await viewsShown(page, `/dashboard/listings/${listingId}/analytics?range=90`) };
    await signOut(page);
    const views = (range: 30 | 90) => (before[range] + 2).toLocaleString("en-US");
    const inquiryRate = (100 / (before[30] + 2)).toFixed(1);

    // A visitor opens the listing, and another from elsewhere, whose browser counts as a person's.
    await page.goto(`/aircraft/${listingId}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const elsewhere = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "User-Agent": devices["Desktop Chrome"].userAgent, "X-Forwarded-For": `192.0.2.${1 + (Date.now() % 250)}` },
    });
    expect((await elsewhere.get(`/aircraft/${listingId}`)).status()).toBe(200);
    await elsewhere.dispose();

    // The first visitor signs in as a buyer: the same person again the same day is no new view.
    await signIn(page, buyer.email);
    await page.goto(`/aircraft/${listingId}`);
    await page.getByRole("button", { name: `Save ${name}` }).click();
    await expectToast(page, `${name} is saved to your dashboard.`);
    const inquiry = await page.request.post(`/aircraft/${listingId}/inquiry`, {
      form: { name: `${buyer.firstName} ${buyer.lastName}`, email: buyer.email, phone: "", message: "Is the aircraft available for a pre-buy inspection next month?", idempotencyKey: randomUUID() },
    });
    expect(inquiry.ok()).toBe(true);
    await signOut(page);

    await signIn(page, seller.email);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=analytics$/);
    await expect(page.getByRole("heading", { name: "Listing performance" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Views per day of all your listings, last 30 days/ })).toBeVisible();
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
    // The views are counted after the page is sent: wait for the second one.
    await expect
      .poll(async () => {
        await page.reload();
        return figure(row, "Views").textContent();
      })
      .toBe(views(30));
    await expect(figure(row, "Saves")).toHaveText("1");
    await expect(figure(row, "Inquiries")).toHaveText("1");
    await expect(figure(row, "Per 100 views")).toHaveText(inquiryRate);
    // No listing of the seller shows fewer views since listed than in the last 30 days.
    const rows = page.getByRole("listitem").filter({ hasText: "views since listed" });
    expect(await rows.count()).toBeGreaterThan(1);
    for (const listing of await rows.all()) {
      const total = Number((await listing.getByText(/ views since listed$/).innerText()).match(/([\d,]+) views since listed$/)?.[1]?.replace(/,/g, ""));
      const lastThirtyDays = Number((await figure(listing, "Views").innerText()).replace(/,/g, ""));
      expect(total).toBeGreaterThanOrEqual(lastThirtyDays);
    }

    await row.getByRole("link", { name: `Analytics for the ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/listings/${listingId}/analytics$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(figure(page, "Views")).toHaveText(views(30));
    await expect(figure(page, "Saves")).toHaveText("1");
    await expect(figure(page, "Inquiries")).toHaveText("1");
    await expect(figure(page, "Inquiry rate")).toHaveText(inquiryRate);
    await expect(page.getByRole("img", { name: new RegExp(`^Views per day of the ${name}, last 30 days`) })).toBeVisible();
    await page.getByText("Daily figures as a table").click();
    await expect(page.getByRole("row", { name: `${todayInUtc} 2` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Market insights" })).toBeVisible();
    // The market is the real sellers' aircraft, which other journeys may have listed or not: the figures are tested in listing-analytics.test.ts.
    await expect(page.getByText(/^(Compared with the \d+ other|Fewer than 3 other) (turboprop|commercial) aircraft/)).toBeVisible();

    await page.getByRole("link", { name: "Last 90 days" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/listings/${listingId}/analytics\\?range=90$`));
    await expect(page.getByRole("img", { name: new RegExp(`last 90 days`) })).toBeVisible();
    await expect(figure(page, "Views")).toHaveText(views(90));
  });

  test("another seller, a buyer and a visitor cannot see a listing's analytics", async ({ page, playwright }) => {
    const path = `/dashboard/listings/${SELLERS.js.listingId}/analytics`;
    const otherSeller = accountDetails("seller", "Nadia");
    const buyer = accountDetails("buyer");
    await createAccounts(playwright, otherSeller, buyer);

    // A visitor is asked to sign in first, and brought back to the page, which is not theirs.
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel("Email").fill(otherSeller.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.goto("/dashboard?tab=analytics");
    await expect(page.getByText("You have no listings yet. Once you list an aircraft, its views, saves and inquiries appear here.")).toBeVisible();
    await signOut(page);

    await signIn(page, buyer.email);
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});

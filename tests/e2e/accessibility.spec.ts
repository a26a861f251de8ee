import { randomBytes, randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { listingForm } from "../support/listing-form";
import { expectAccessible } from "./support/accessibility";
import { expectTouchTargets } from "./support/touch-targets";
import { accountDetails, createConfirmedAccount, expectToast, PASSWORD, test } from "./support/accounts";
import { operatorServer } from "./support/operator-server";

/**
 * The site map: every page a visitor can open, as each kind of visitor sees it. Each page
 * is loaded once, checked by axe-core against WCAG 2.2 AA (support/accessibility.ts) and
 * its controls measured at 375 px (support/touch-targets.ts), in both projects, with and
 * without JavaScript. Files (documents, photos, exports) and
 * form-only addresses are not pages; a link that needs a token from an email is checked
 * as it answers without one.
 */
const PUBLIC_PAGES = [
  "/",
  "/catalog",
  "/catalog?category=helicopter&sort=price-low",
  "/aircraft/1",
  "/aircraft/4",
  "/aircraft/1/inquiry",
  "/aircraft/1/inquiry?direct=1",
  "/compare?ids=1,2,3",
  "/ai-match",
  "/ai-match?role=buyer",
  "/ai-match?role=seller",
  "/login",
  "/register",
  "/register?type=seller",
  "/forgot-password",
  "/alerts/unsubscribe",
  "/listings/still-for-sale",
  "/auth/confirm",
  "/sell",
  "/about",
  "/help",
  "/contact",
  "/safety",
  "/careers",
  "/press",
  "/terms",
  "/privacy",
  "/accessibility",
  "/no-such-page",
  "/%zz",
];

const OPERATOR_PAGES = [
  "/operator",
  "/operator/support",
  "/operator/accounts",
  "/operator/listings",
  "/operator/reports",
  "/operator/audit",
  "/operator/verifications",
  "/operator/deals",
  "/operator/escrow-agents",
];

/** One load of each page: axe-core's check at a laptop's width, then every control measured at a phone's. */
async function checkPages(page: Page, paths: string[], origin = "") {
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    await expectAccessible(page, path);
    await expectTouchTargets(page, path);
  }
  test.info().annotations.push({ type: "pages checked", description: String(paths.length) });
}

/** A form post as the browser sends it, from the site's own origin. */
function post(request: APIRequestContext, path: string, form: Record<string, string>) {
  return request.post(path, { form, headers: { Origin: process.env.E2E_BASE_URL! }, maxRedirects: 0 });
}

/** A published turboprop of the seller's own; its id. */
async function publishListing(request: APIRequestContext): Promise<string> {
  const { features, ...fields } = listingForm({ intent: "publish" });
  const form = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const response = await post(request, "/dashboard/listings/new", { ...form, features: features.join("\n") });
  expect(response.status(), await response.text()).toBe(302);
  return /\/dashboard\/listings\/(\d+)\//.exec(response.headers().location!)![1]!;
}

test.describe("WCAG 2.2 AA (axe-core) and 44 px targets on a phone, on every page", () => {
  // Each page is a load and an axe run; on a busy machine one takes up to 3 s.
  test.describe.configure({ timeout: 180_000 });

  test("signed out", async ({ page }) => {
    await checkPages(page, PUBLIC_PAGES);
  });

  test("as a buyer and as a seller, with an inquiry between them", async ({ page, browser }, testInfo) => {
    const seller = accountDetails("seller");
    const sellerContext = await browser.newContext({
      javaScriptEnabled: testInfo.project.name === "js",
      extraHTTPHeaders: { "X-Forwarded-For": `10.42.${1 + (randomBytes(1)[0]! % 250)}.${1 + (randomBytes(1)[0]! % 250)}` },
    });
    await createConfirmedAccount(sellerContext.request, seller);
    const listingId = await publishListing(sellerContext.request);

    const buyer = accountDetails("buyer");
    await createConfirmedAccount(page.request, buyer);
    expect((await post(page.request, `/aircraft/${listingId}/save`, { intent: "save", redirectTo: `/aircraft/${listingId}` })).status()).toBe(302);
    const search = "/catalog?category=turboprop";
    expect((await post(page.request, "/saved-searches", { kind: "catalog", category: "turboprop", name: "Turboprops", frequency: "daily", returnTo: search })).status()).toBe(302);
    const inquiry = await post(page.request, `/aircraft/${listingId}/inquiry?direct=1`, {
      intent: "send",
      name: `${buyer.firstName} ${buyer.lastName}`,
      email: buyer.email,
      phone: "",
      message: "Is the aircraft available for a pre-buy inspection next month?",
      idempotencyKey: randomUUID(),
    });
    expect(inquiry.status()).toBe(302);

    await page.goto("/dashboard?tab=my-inquiries");
    const thread = (await page.locator('a[href^="/dashboard/inquiries/"]').first().getAttribute("href"))!;
    await page.goto("/dashboard?tab=saved-searches");
    const savedSearch = (await page.locator('a[href^="/saved-searches/"]').first().getAttribute("href"))!;
    await checkPages(page, [
      "/",
      "/catalog",
      `/aircraft/${listingId}`,
      `/aircraft/${listingId}/inquiry`,
      `/aircraft/${listingId}/report`,
      "/dashboard",
      "/dashboard?tab=saved-searches",
      "/dashboard?tab=my-inquiries",
      thread,
      `${thread}/report`,
      `${thread}/deal`,
      "/saved-searches",
      savedSearch,
      "/settings",
      "/settings/close",
    ]);

    const sellerPage = await sellerContext.newPage();
    await checkPages(sellerPage, [
      "/dashboard",
      "/dashboard?tab=inquiries",
      "/dashboard?tab=analytics",
      "/dashboard/deals?state=offer_open",
      thread,
      "/dashboard/verification",
      "/dashboard/listings/new",
      `/dashboard/listings/${listingId}/edit`,
      `/dashboard/listings/${listingId}/preview`,
      `/dashboard/listings/${listingId}/photos`,
      `/dashboard/listings/${listingId}/documents`,
      `/dashboard/listings/${listingId}/analytics`,
      `/dashboard/listings/${listingId}/delete`,
      "/settings",
    ]);
    await sellerContext.close();
  });

  test("as an operator", async ({ page }, testInfo) => {
    const server = operatorServer(testInfo.project.name);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(server.operator.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expectToast(page, "Successfully signed in!");
    await checkPages(page, OPERATOR_PAGES, server.baseUrl);
  });
});

import { expect, test } from "@playwright/test";
import { accountDetails, createConfirmedAccount, signIn } from "./support/accounts";
import { hydrated, scriptsCarrying } from "./support/hydration";

test.describe("header and footer", () => {
  test("the header links reach their pages", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Browse Aircraft" })).toHaveAttribute("href", "/catalog");
    await expect(header.getByRole("link", { name: "AI Matching" })).toHaveAttribute("href", "/ai-match");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/register");
    await header.getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About AeroMarket" })).toBeVisible();
    await header.getByRole("link", { name: "Browse Aircraft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Browse Aircraft" })).toBeVisible();
  });

  test("the footer links lead to real pages", async ({ page }) => {
    const pages: Array<[string, string]> = [
      ["Help Center", "Help Center"],
      ["Contact Us", "Contact Us"],
      ["Safety", "safely"],
      ["Careers", "Careers"],
      ["Press", "Press"],
      ["Terms of Service", "Terms of Service"],
      ["Privacy Policy", "Privacy Policy"],
    ];
    for (const [link, heading] of pages) {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Sell Your Aircraft" })).toHaveAttribute("href", "/sell");
    await expect(footer.getByRole("link", { name: "AI Matching" })).toHaveAttribute("href", "/ai-match");
  });

  // The footer and the icon sprite are drawn by the server alone (app/components/server-markup.tsx).
  test("the footer and the cards' icons are still there after moving between pages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Browse Aircraft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Browse Aircraft" })).toBeVisible();
    await page.getByRole("link", { name: "View Details" }).first().click();
    await expect(page.getByRole("link", { name: /Back to Catalog/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Browse Aircraft" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help");
    // A card's hours and place are drawn from the sprite's symbols.
    const firstIcon = page.locator("main svg use").first();
    const symbol = page.locator(String(await firstIcon.getAttribute("href")));
    await expect(symbol).toHaveCount(1);
    expect(await symbol.locator("path, circle, rect").count()).toBeGreaterThan(0);
  });

  test("the phone menu opens and navigates", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByText("Menu").or(page.getByLabel("Menu")).first().click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Browse Aircraft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Browse Aircraft" })).toBeVisible();
  });

  test("an unknown address answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The Global Aircraft Marketplace" })).toBeVisible();
  });

  test("documents carry the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
});

test.describe("error pages", () => {
  test("with scripts, an error page's code loads when one shows, and a notice stands in when it cannot", async ({ page, request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without scripts the server's error page is the whole page");
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    const missingSearch = "/saved-searches/999999999";

    const errorPageScripts = await scriptsCarrying(page, "Oops! Page not found");
    expect((await page.goto(missingSearch))?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => errorPageScripts.length).toBe(1);

    const blocked = await scriptsCarrying(page, "Oops! Page not found", { block: true });
    expect((await page.goto(missingSearch))?.status()).toBe(404);
    await expect(page.getByText("This page could not load. Check your connection, then reload the page.")).toBeVisible();
    expect(blocked).toHaveLength(1);
  });
});

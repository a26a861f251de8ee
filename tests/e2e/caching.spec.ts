import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

/**
 * A visitor's page kept by the browser and revalidated (server/http-caching.js): on
 * reload the browser sends the page's ETag, the server answers 304, and the browser shows
 * the page it kept, whose scripts carry the nonce of the policy it kept with it.
 */
test.describe("a page the browser kept", () => {
  test("is revalidated on reload and still works", async ({ page, javaScriptEnabled }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.goto("/catalog");
    await expect(page.getByRole("heading", { level: 1, name: "Browse Aircraft" })).toBeVisible();

    const reloaded = page.waitForRequest((request) => request.resourceType() === "document");
    await page.reload();
    const request = await reloaded;
    expect((await request.allHeaders())["if-none-match"]).toMatch(/^W\/".+"$/);
    await expect(page.getByRole("heading", { level: 1, name: "Browse Aircraft" })).toBeVisible();

    // With scripts, the kept page hydrates: the next page arrives as data, not as a document.
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (next) => {
      if (next.resourceType() === "document") documents.push(next.url());
    });
    await page.getByRole("banner").getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About AeroMarket" })).toBeVisible();
    expect(documents).toHaveLength(javaScriptEnabled ? 0 : 1);
    expect(violations).toEqual([]);
  });
});

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect } from "@playwright/test";
import { eq } from "drizzle-orm";
import { openPglite } from "~/server/db/client.server";
import { listings, profiles } from "~/server/db/schema";
import { createListing } from "~/server/listings/seller-listings.server";
import { readOutbox } from "~/server/platform/mail.server";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { listingForm } from "../support/listing-form";
import { accountDetails, createConfirmedAccount, expectToast, test } from "./support/accounts";

/**
 * Listings that stay fresh, on a server of the test's own (its alert sender runs every
 * 250 ms), with and without JavaScript: a seller's listing last updated 61 days ago gets
 * the still-for-sale email, whose link (no sign-in) keeps it live, updated today; a
 * tampered link gets a clear page; a listing left unanswered past 90 days leaves the
 * catalogue and its page, and its seller republishes it from the dashboard in one click.
 */

const DAY = 24 * 60 * 60 * 1000;
const dayInUtc = (date: Date) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);

function startFreshnessServer(dataDir: string): Promise<BuiltServer> {
  return startBuiltServer({ dataDir, env: ({ port }) => ({ TRUST_PROXY: "loopback", SITE_URL: `http://localhost:${port}`, ALERTS_INTERVAL_MS: "250" }) });
}

/** A browser context from an address of its own. */
async function contextFor(browser: Browser, javaScriptEnabled: boolean) {
  const octet = () => 1 + (randomBytes(1)[0]! % 254);
  return browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` } });
}

/**
 * Two published listings of the seller, aged in the data while the server is stopped (PGlite
 * has one process): one last updated 61 days ago; one 95 days ago whose seller was asked 35 days ago.
 */
async function ageListings(dataDir: string, sellerEmail: string) {
  const connection = await openPglite(path.join(dataDir, "pglite"));
  try {
    const [seller] = await connection.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, sellerEmail));
    const stale = listingForm({ intent: "publish" });
    const unanswered = listingForm({ intent: "publish" });
    const staleId = (await createListing(connection.db, seller!.id, stale)).id;
    const unansweredId = (await createListing(connection.db, seller!.id, unanswered)).id;
    const updatedAt = new Date(Date.now() - 61 * DAY);
    await connection.db.update(listings).set({ updatedAt }).where(eq(listings.id, staleId));
    await connection.db
      .update(listings)
      .set({ updatedAt: new Date(Date.now() - 95 * DAY), freshnessReminderAt: new Date(Date.now() - 35 * DAY) })
      .where(eq(listings.id, unansweredId));
    return { stale: { ...stale, id: staleId, updatedAt }, unanswered: { ...unanswered, id: unansweredId } };
  } finally {
    await connection.close();
  }
}

test("a stale listing's email link keeps it live; an unanswered one leaves the catalogue and its seller republishes it", async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const javaScriptEnabled = testInfo.project.name === "js";
  const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-freshness-"));
  const sellerAccount = accountDetails("seller");
  let server = await startFreshnessServer(dataDir);
  const sellerContext = await contextFor(browser, javaScriptEnabled);
  const visitorContext = await contextFor(browser, javaScriptEnabled);
  try {
    await createConfirmedAccount(sellerContext.request, sellerAccount, dataDir, `http://localhost:${server.port}`);
    await server.stop();
    const { stale, unanswered } = await ageListings(dataDir, sellerAccount.email);
    server = await startFreshnessServer(dataDir);
    const origin = `http://localhost:${server.port}`;
    const visitor = await visitorContext.newPage();

    // The seller is asked once about the stale listing, which still shows its old date.
    let email: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
    await expect
      .poll(async () => (email = (await readOutbox(dataDir)).find((message) => message.to === sellerAccount.email && message.subject === `Is your ${stale.name} still for sale?`)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    await visitor.goto(`${origin}/aircraft/${stale.id}`);
    await expect(visitor.getByText(`Updated ${dayInUtc(stale.updatedAt)}`)).toBeVisible();

    // Its link works without signing in: it asks, and the button keeps the listing live, updated today.
    const link = email!.text.match(/Still for sale \(no sign-in needed\): (\S+)/)![1]!;
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Is ${stale.name} still for sale?`);
    await visitor.getByRole("button", { name: "Yes, still for sale" }).click();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Thank you: it stays in the catalogue");
    await visitor.getByRole("link", { name: "View the listing" }).click();
    await expect(visitor.getByText(`Updated ${dayInUtc(new Date())}`)).toBeVisible();
    const tampered = `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`;
    expect((await visitor.goto(tampered))!.status()).toBe(400);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");

    // The unanswered listing has left the catalogue and its page; no one was asked about it again.
    await expect.poll(async () => (await visitorContext.request.get(`${origin}/aircraft/${unanswered.id}`)).status(), { timeout: 15_000 }).toBe(404);
    await visitor.goto(`${origin}/catalog?q=${unanswered.model}`);
    await expect(visitor.getByRole("heading", { name: "No aircraft match your search" })).toBeVisible();
    expect((await readOutbox(dataDir)).filter((message) => message.to === sellerAccount.email && message.subject.includes("still for sale"))).toHaveLength(1);

    // Its seller sees it expired on the dashboard and republishes it in one click.
    const seller = await sellerContext.newPage();
    await seller.goto(`${origin}/dashboard`);
    const row = seller.getByRole("listitem").filter({ hasText: unanswered.name });
    await expect(row.locator("[data-status]")).toHaveText("Expired");
    await row.getByRole("button", { name: `Republish ${unanswered.name}` }).click();
    await expectToast(seller, `Republished: ${unanswered.name} is back in the catalogue, updated today.`);
    await expect(row.locator("[data-status]")).toHaveText("Active");
    await visitor.goto(`${origin}/catalog?q=${unanswered.model}`);
    await expect(visitor.getByRole("link", { name: unanswered.name }).first()).toBeVisible();
  } finally {
    await sellerContext.close();
    await visitorContext.close();
    await server.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

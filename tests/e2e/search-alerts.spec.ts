import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { openPglite } from "~/server/db/client.server";
import { profiles } from "~/server/db/schema";
import { readOutbox } from "~/server/platform/mail.server";
import { saveSearch } from "~/server/alerts/saved-searches.server";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { accountDetails, type AccountDetails, createConfirmedAccount, expectToast, test } from "./support/accounts";
import { fillListing } from "./support/listing-editor";

/**
 * Alerts from a server of the test's own, with and without JavaScript: a buyer's saved
 * catalogue search is alerted once when a seller publishes a matching aircraft, not again
 * after the server restarts; the email's unsubscribe link stops the next alert; and a
 * price drop on an aircraft the buyer saved sends its alert and shows in its history,
 * while a raise cut back is no reduction: no "Reduced" on its card, and no alert.
 */

const todayInUtc = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date());

function startAlertingServer(dataDir: string): Promise<BuiltServer> {
  return startBuiltServer({
    dataDir,
    env: ({ port }) => ({ TRUST_PROXY: "loopback", SITE_URL: `http://localhost:${port}`, ALERTS_INTERVAL_MS: "250" }),
  });
}

/** A person in a browser context of their own, from their own address, signed in by confirming their email. */
async function signedUp(browser: Browser, server: BuiltServer, account: AccountDetails, javaScriptEnabled: boolean) {
  const octet = () => 1 + (randomBytes(1)[0]! % 254);
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` } });
  await createConfirmedAccount(context.request, account, server.dataDir, `http://localhost:${server.port}`);
  return { page: await context.newPage(), close: () => context.close() };
}

/** Saves the search as the buyer would: through the server module, while the server is stopped (PGlite has one process). */
async function saveSearchWhileStopped(dataDir: string, buyerEmail: string, model: string): Promise<void> {
  const connection = await openPglite(path.join(dataDir, "pglite"));
  try {
    const [buyer] = await connection.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, buyerEmail));
    await saveSearch(connection.db, buyer!.id, { kind: "catalog", search: { q: model, category: "turboprop", price: "all", sort: "newest" } }, { name: `Pilatus ${model}`, frequency: "instant" });
  } finally {
    await connection.close();
  }
}

async function publish(page: Page, origin: string, name: string, model: string): Promise<number> {
  await page.goto(`${origin}/dashboard/listings/new`);
  await fillListing(page, { name, model });
  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Your listing is live in the catalogue. Add photos next.");
  return Number(new URL(page.url()).pathname.match(/\/dashboard\/listings\/(\d+)\/edit/)![1]);
}

async function mailTo(dataDir: string, email: string, subject: RegExp) {
  return (await readOutbox(dataDir)).filter((message) => message.to === email && subject.test(message.subject)).reverse();
}

test("a saved search is alerted once, across a restart, until its unsubscribe link; a saved aircraft's price drop is alerted, a raise cut back is not", async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const javaScriptEnabled = testInfo.project.name === "js";
  const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-alerts-"));
  const model = `PC12${randomBytes(3).toString("hex").toUpperCase()}`;
  const [firstName, secondName, thirdName] = [`2016 Pilatus PC-12 ${model}`, `2017 Pilatus PC-12 ${model}`, `2018 Pilatus PC-12 ${model}`];
  const buyerAccount = accountDetails("buyer");
  const sellerAccount = accountDetails("seller");
  const searchAlerts = () => mailTo(dataDir, buyerAccount.email, new RegExp(`^New match for "Pilatus ${model}"`));
  let server = await startAlertingServer(dataDir);
  const people: { close(): Promise<void> }[] = [];
  try {
    const buyer = await signedUp(browser, server, buyerAccount, javaScriptEnabled);
    const seller = await signedUp(browser, server, sellerAccount, javaScriptEnabled);
    people.push(buyer, seller);
    await server.stop();
    await saveSearchWhileStopped(dataDir, buyerAccount.email, model);
    server = await startAlertingServer(dataDir);
    let origin = `http://localhost:${server.port}`;

    const firstId = await publish(seller.page, origin, firstName, model);
    await expect.poll(async () => (await searchAlerts()).length, { timeout: 15_000 }).toBe(1);
    const [first] = await searchAlerts();
    expect(first!.subject).toBe(`New match for "Pilatus ${model}": ${firstName}`);
    expect(first!.text).toContain(`${firstName}\n  $4,250,000 · 2016 · 2,140 hrs total time · Denver, CO\n  ${origin}/aircraft/${firstId}`);
    // Mail clients offer their own unsubscribe button for it (RFC 8058).
    const headers = readFileSync(first!.file, "utf8").split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <${origin}/alerts/unsubscribe\\?token=s\\.\\d+\\.\\d+\\.[\\w-]+>$`, "m"));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // After a restart, the next alert carries only what is new.
    await server.stop();
    server = await startAlertingServer(dataDir);
    origin = `http://localhost:${server.port}`;
    const secondId = await publish(seller.page, origin, secondName, model);
    await expect.poll(async () => (await searchAlerts()).length, { timeout: 15_000 }).toBe(2);
    const second = (await searchAlerts())[1]!;
    expect(second.text).toContain(`${origin}/aircraft/${secondId}`);
    expect(second.text).not.toContain(firstName);

    // The email's unsubscribe link works without signing in, at once.
    const unsubscribe = second.links.find((link) => link.includes("/alerts/unsubscribe?token="))!;
    const visitor = await browser.newContext({ javaScriptEnabled });
    people.push(visitor);
    const page = await visitor.newPage();
    // Opening it only asks (mail scanners open links); the button stops the alerts.
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stop these alerts?");
    await page.getByRole("button", { name: "Stop alerts" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alerts stopped");
    await expect(page.getByText(`You will get no more emails for your saved search "Pilatus ${model}".`)).toBeVisible();
    // A mail client's one-click button posts to the same link (RFC 8058); a changed token is refused.
    expect(second.text).toContain(`Stop alerts for this search (no sign-in needed): ${unsubscribe}`);
    expect((await visitor.request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);
    const tampered = `${unsubscribe.slice(0, -1)}${unsubscribe.endsWith("A") ? "B" : "A"}`;
    expect((await visitor.request.post(tampered, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(400);
    const invalid = await page.goto(tampered);
    expect(invalid!.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not valid");

    // The buyer saves the second aircraft; a third one matches the search, now silent.
    await buyer.page.goto(`${origin}/aircraft/${secondId}`);
    await buyer.page.getByRole("button", { name: `Save ${secondName}` }).click();
    await expectToast(buyer.page, `${secondName} is saved to your dashboard.`);
    await publish(seller.page, origin, thirdName, model);

    await seller.page.goto(`${origin}/dashboard/listings/${secondId}/edit`);
    await seller.page.getByLabel("Asking price (USD)").fill("4100000");
    await seller.page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(seller.page, "Changes saved. Buyers see them now.");

    const priceDrops = () => mailTo(dataDir, buyerAccount.email, /^Price drop: /);
    await expect.poll(async () => (await priceDrops()).length, { timeout: 15_000 }).toBe(1);
    const [drop] = await priceDrops();
    expect(drop!.subject).toBe(`Price drop: ${secondName} is now $4,100,000`);
    expect(drop!.text).toContain("Price reduced by $150,000: from $4,250,000 to $4,100,000.");
    expect(drop!.text).toContain(`${origin}/aircraft/${secondId}`);
    // The third aircraft came after the unsubscribe: the search stayed silent.
    expect(await searchAlerts()).toHaveLength(2);

    await buyer.page.goto(`${origin}/aircraft/${secondId}`);
    const history = buyer.page.getByRole("region", { name: "Price history" });
    await expect(history.getByRole("listitem")).toHaveText([`Reduced $150,000 on ${todayInUtc}`]);

    // A raise cut back is no reduction (the EU rule: measured from the 30-day low): no "Reduced", no alert.
    const setPrice = async (price: string) => {
      await seller.page.goto(`${origin}/dashboard/listings/${secondId}/edit`);
      await seller.page.getByLabel("Asking price (USD)").fill(price);
      await seller.page.getByRole("button", { name: "Save changes" }).click();
      await expectToast(seller.page, "Changes saved. Buyers see them now.");
    };
    await setPrice("5100000");
    await setPrice("4100000");
    await buyer.page.goto(`${origin}/aircraft/${secondId}`);
    await expect(history.getByRole("listitem").first()).toHaveText(`Lowered to $4.1M on ${todayInUtc}, not below its lowest price of the previous 30 days`);
    await buyer.page.goto(`${origin}/catalog?q=${encodeURIComponent(secondName)}`);
    const card = buyer.page.getByRole("main").getByRole("listitem").filter({ has: buyer.page.locator(`a[href="/aircraft/${secondId}"]`) });
    await expect(card).toContainText("$4.1M");
    await expect(card).not.toContainText("Reduced");
    // A cut below the low is alerted, measured from it; the cut back before it sent nothing.
    await setPrice("4000000");
    await expect.poll(async () => (await priceDrops()).length, { timeout: 15_000 }).toBe(2);
    const drops = (await priceDrops()).map((mailed) => mailed.text);
    expect(drops.filter((text) => text.includes("Price reduced by $100,000: from $4,100,000 to $4,000,000."))).toHaveLength(1);
    for (const text of drops) expect(text).not.toContain("$5,100,000");
    await buyer.page.reload();
    await expect(card).toContainText("Reduced $100,000");
  } finally {
    for (const person of people) await person.close();
    await server.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

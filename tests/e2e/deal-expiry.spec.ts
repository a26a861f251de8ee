import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { listingForm } from "../support/listing-form";
import { accountDetails, createConfirmedAccount, expectToast, mailTo, signIn } from "./support/accounts";
import { test } from "./support/deal-clock-server";

/**
 * An offer left unanswered expires at its deadline, with nobody visiting: the server's
 * deadline rounds read a clock the journey moves (support/deal-clock-server.ts). The
 * listing stays Active, and the buyer may offer again. Neither a stranger, another buyer
 * of the same aircraft, nor a signed-out visitor learns the deal exists: 404 on its page
 * and on a step posted to it.
 */
const HOUR = 60 * 60 * 1000;

/** Posts the seller's listing as the editor would: the editor's own journeys test its form. */
async function publishListing(page: Page, origin: string): Promise<{ id: string; name: string }> {
  const listing = listingForm({ intent: "publish" });
  const form = Object.fromEntries(Object.entries(listing).map(([name, value]) => [name, Array.isArray(value) ? value.join("\n") : String(value)]));
  const created = await page.request.post("/dashboard/listings/new", { form, headers: { Origin: origin }, maxRedirects: 0 });
  expect(created.status()).toBe(302);
  return { id: /\/dashboard\/listings\/(\d+)\/edit/.exec(created.headers().location ?? "")![1]!, name: listing.name };
}

test("an unanswered offer expires at its deadline with the clock moved, the listing stays Active, and nobody else finds the deal", async ({ page, browser, request, baseURL, javaScriptEnabled, dealClockServer }) => {
  test.slow();
  const { dataDir } = dealClockServer;
  const [seller, buyer, otherBuyer, stranger] = [accountDetails("seller"), accountDetails("buyer"), accountDetails("buyer", "Oscar"), accountDetails("buyer", "Stella")];
  await Promise.all([seller, buyer, otherBuyer, stranger].map((account) => createConfirmedAccount(request, account, dataDir, baseURL)));
  const newPage = async () => (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await signIn(page, seller.email);
  const listing = await publishListing(page, baseURL!);

  const buyerPage = await newPage();
  await signIn(buyerPage, buyer.email);
  await buyerPage.goto(`/aircraft/${listing.id}/inquiry?direct=1`);
  const dialog = buyerPage.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Message" }).fill("Would you consider an offer?");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expectToast(buyerPage, "Your message has been sent to the seller!");
  await buyerPage.goto("/dashboard?tab=my-inquiries");
  await buyerPage.getByRole("link", { name: /^View Conversation/ }).click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/inquiries\/\d+$/);
  const dealPath = `${new URL(buyerPage.url()).pathname}/deal`;

  // An offer open for 24 hours, the shortest.
  await buyerPage.goto(dealPath);
  await buyerPage.getByLabel("Price (US$)").fill("4000000");
  await buyerPage.getByLabel("Deposit with the escrow agent (US$)").fill("150000");
  await buyerPage.getByLabel("Escrow agent", { exact: true }).fill("Aero Title & Escrow, Oklahoma City");
  await buyerPage.getByLabel("Target closing date").fill("2027-03-01");
  await buyerPage.getByLabel(/^Inspection scope/).fill("Pre-buy with borescope");
  await buyerPage.getByLabel("Inspection place", { exact: true }).fill("Denver, CO");
  await buyerPage.getByLabel(/^Who pays what/).fill("Buyer pays the inspection");
  await buyerPage.getByLabel("Delivery place", { exact: true }).fill("Denver, CO");
  await buyerPage.getByLabel("The offer stays open for").selectOption("24");
  await buyerPage.getByRole("button", { name: "Make an offer", exact: true }).click();
  await expect(buyerPage.getByRole("status").filter({ hasText: "Make an offer: done." }).first()).toBeVisible();
  await expect(buyerPage.getByTestId("deal-due")).toContainText("The seller");

  // Nobody else: a stranger, another buyer of the same aircraft (with a conversation of their own), a signed-out visitor.
  const otherPage = await newPage();
  await signIn(otherPage, otherBuyer.email);
  const asked = await otherPage.request.post(`/aircraft/${listing.id}/inquiry?direct=1`, {
    form: { name: "Oscar Hart", email: otherBuyer.email, phone: "", message: "Is it still for sale?", idempotencyKey: randomUUID() },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(asked.status()).toBe(302);
  const strangerPage = await newPage();
  await signIn(strangerPage, stranger.email);
  const visitor = await newPage();
  for (const outsider of [strangerPage, otherPage, visitor]) {
    expect((await outsider.goto(dealPath))!.status()).toBe(404);
    await expect(outsider.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    const post = await outsider.request.post(dealPath, { form: { step: "decline", note: "" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(post.status()).toBe(404);
  }
  // The visitor's 404 offers to sign in and come back (it says so of any address, deal or not).
  await expect(visitor.getByRole("main").getByRole("link", { name: "sign in", exact: true })).toHaveAttribute("href", `/login?${new URLSearchParams({ redirectTo: dealPath })}`);

  // A day and an hour later, with nobody visiting, the round expires the offer.
  dealClockServer.setClock(new Date(Date.now() + 25 * HOUR));
  await expect(async () => {
    await buyerPage.goto(dealPath);
    await expect(buyerPage.getByRole("list", { name: "Deal history" })).toContainText("Offer expired → Expired", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(buyerPage.getByRole("heading", { name: "Make an offer" })).toBeVisible();
  await mailTo(dataDir, seller.email, "Expired: its deadline passed");

  await page.goto(`/dashboard/listings/${listing.id}/edit`);
  await expect(page.getByText("Now Active.")).toBeVisible();
  await visitor.goto(`/aircraft/${listing.id}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(listing.name);
  await expect(visitor.locator("[data-status]")).toHaveCount(0);
});

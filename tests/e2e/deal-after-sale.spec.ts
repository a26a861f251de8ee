import { expect } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, mailTo, signIn } from "./support/accounts";
import { test } from "./support/deal-clock-server";
import { BUYER_CLOSING_ITEMS, fillOffer, listingInConversation, SELLER_CLOSING_ITEMS, takeStep } from "./support/deal-room";

/**
 * After a sale, with and without JavaScript: the shortest way to Sold (an offer accepted,
 * the deposit, records only, as-is acceptance, the checklist), then the buyer's review of
 * the seller (refused first without a rating, keeping the text), which a signed-out visitor
 * sees on the seller card beside the sale's date (its price private); a buyer who saved the
 * aircraft is emailed that it sold; and the seller's dashboard counts the deal as sold. On a
 * server of its own, whose alert rounds run every quarter second.
 */
test("after a sale the buyer reviews the seller, visitors see it on the seller card, and the seller's pipeline counts the sale", async ({ page, browser, request, baseURL, javaScriptEnabled, dealClockServer }) => {
  test.slow();
  const { dataDir } = dealClockServer;
  const seller = accountDetails("seller");
  const buyer = accountDetails("buyer");
  const watcher = accountDetails("buyer", "Wendy");
  await Promise.all([seller, buyer, watcher].map((account) => createConfirmedAccount(request, account, dataDir, baseURL)));
  await signIn(page, seller.email);
  const buyerPage = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await signIn(buyerPage, buyer.email);
  const tag = String(Date.now() % 100_000);
  const { listingId, dealPath } = await listingInConversation(page, buyerPage, tag);

  // Another buyer watches the aircraft: saved, to hear when it sells.
  const watcherPage = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await signIn(watcherPage, watcher.email);
  await watcherPage.goto(`/aircraft/${listingId}`);
  const aircraft = (await watcherPage.getByRole("heading", { level: 1 }).textContent())!;
  await watcherPage.getByRole("button", { name: `Save ${aircraft}` }).click();
  await expect(watcherPage.getByRole("button", { name: `Remove ${aircraft} from saved aircraft` })).toBeVisible();

  await buyerPage.goto(dealPath);
  await fillOffer(buyerPage, "3900000");
  await takeStep(buyerPage, "Make an offer");
  await page.goto(dealPath);
  await takeStep(page, "Accept the offer");
  await buyerPage.goto(dealPath);
  await buyerPage.getByLabel("The escrow agent's receipt reference").fill("AT-3301");
  await buyerPage.getByLabel(/^I phoned the escrow agent/).check();
  await takeStep(buyerPage, "Record the deposit");
  await takeStep(buyerPage, "Go on records only (no inspection)");
  await takeStep(buyerPage, "Accept the aircraft as is");
  for (const item of BUYER_CLOSING_ITEMS) await takeStep(buyerPage, `Done: ${item}`);
  await page.goto(dealPath);
  for (const item of SELLER_CLOSING_ITEMS) await takeStep(page, `Done: ${item}`);
  await takeStep(page, "Confirm the closing");
  await buyerPage.goto(dealPath);
  await takeStep(buyerPage, "Confirm the sale");
  await mailTo(dataDir, watcher.email, "Marked sold by the seller.");

  // The buyer's review: refused without a rating (the text kept), then posted, once.
  const review = "Logbooks exactly as described, and closed on the agreed day.";
  await buyerPage.getByLabel("Your review").fill(review);
  await buyerPage.getByRole("button", { name: "Post your review of the seller" }).click();
  await expect(buyerPage.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(buyerPage.getByLabel("Your review")).toHaveValue(review);
  await buyerPage.getByLabel("Rating").selectOption("5");
  await buyerPage.getByRole("button", { name: "Post your review of the seller" }).click();
  await expectToast(buyerPage, "Your review is posted: the seller's pages show it.");
  await expect(buyerPage.getByRole("button", { name: "Post your review of the seller" })).toHaveCount(0);
  await expect(buyerPage.getByTestId("review")).toContainText(review);

  // A signed-out visitor sees it on the seller card.
  const visitor = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await visitor.goto(`/aircraft/${listingId}`);
  await expect(visitor.getByTestId("sale-note")).toContainText("(the price stays private between buyer and seller)");
  const reviews = visitor.getByTestId("seller-reviews");
  await expect(reviews).toContainText("5.0 · 1 review from a completed sale");
  await reviews.getByText("1 review from a completed sale").click();
  await expect(reviews.getByTestId("review")).toContainText(review);

  // The seller's pipeline counts the sale, and opens it.
  await page.goto("/dashboard");
  await page.getByRole("list", { name: "Deal pipeline" }).getByRole("link", { name: "1 Sold", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/deals\?state=sold$/);
  // The address changes as the navigation starts: the dashboard's own link to the listing is there until the deals page is.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your deals");
  await page.getByRole("link", { name: `2016 Pilatus PC-12 NG ${tag}` }).click();
  await expect(page).toHaveURL(dealPath);
});

import { expect } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, mailTo, signIn, test } from "./support/accounts";
import { BUYER_CLOSING_ITEMS, fillOffer, listingInConversation, SELLER_CLOSING_ITEMS, takeStep } from "./support/deal-room";

/**
 * The deal room, with and without JavaScript: a buyer offers, the seller counters, the
 * buyer accepts and a third visitor sees the listing Pending; the deposit (refused first
 * without the phone check, with what was typed kept), the inspection with a must-fix
 * squawk the seller credits, the closing checklist, and Sold. A stranger gets 404.
 */
test("a deal from offer to sold: counter, acceptance, Pending for others, deposit, inspection, squawk credit, closing and Sold", async ({ page, browser, request, baseURL, javaScriptEnabled }) => {
  test.slow();
  test.setTimeout(180_000);
  const dataDir = process.env.E2E_DATA_DIR!;
  const seller = accountDetails("seller");
  const buyer = accountDetails("buyer");
  const stranger = accountDetails("buyer", "Stella");
  await Promise.all([createConfirmedAccount(request, seller), createConfirmedAccount(request, buyer), createConfirmedAccount(request, stranger)]);
  await signIn(page, seller.email);
  const tag = String(Date.now() % 100_000);
  const buyerPage = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await signIn(buyerPage, buyer.email);
  // The buyer writes about the seller's new listing, then offers from the conversation.
  const { listingId, dealPath } = await listingInConversation(page, buyerPage, tag);
  await buyerPage.getByRole("link", { name: "Make an offer in the deal room" }).click();
  await expect(buyerPage).toHaveURL(dealPath);
  await fillOffer(buyerPage, "3900000");
  await takeStep(buyerPage, "Make an offer");
  await expect(buyerPage.getByText("Offer by you")).toBeVisible();
  await mailTo(dataDir, seller.email, dealPath);

  // The seller counters at a higher price; the buyer accepts.
  await page.goto(dealPath);
  await expect(page.getByRole("heading", { name: "Offer by the buyer" })).toBeVisible();
  await expect(page.getByTestId("deal-due")).toContainText("You: Answer the offer");
  await page.getByText("Counter-offer with other terms").click();
  await page.getByLabel("Price (US$)").fill("4100000");
  await takeStep(page, "Counter-offer");
  await buyerPage.goto(dealPath);
  await expect(buyerPage.getByRole("heading", { name: "Offer by the seller" })).toBeVisible();
  await expect(buyerPage.getByText("$4,100,000", { exact: true })).toBeVisible();
  await takeStep(buyerPage, "Accept the offer");
  await expect(buyerPage.getByRole("heading", { name: "Agreed terms, version 1" })).toBeVisible();
  await expect(buyerPage.getByText(/^Not a contract/)).toBeVisible();

  // The deal keeps the status: the seller's editor offers no change while it holds the aircraft.
  await page.goto(`/dashboard/listings/${listingId}/edit`);
  await expect(page.getByText(/^Now Pending\. A deal holds this aircraft/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Mark / })).toHaveCount(0);

  // A third visitor, signed out, sees the aircraft Pending.
  const visitor = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await visitor.goto(`/aircraft/${listingId}`);
  await expect(visitor.locator("[data-status=pending]").first()).toHaveText("Sale Pending");

  // The deposit: refused without the phone check, keeping the receipt typed.
  await buyerPage.getByLabel("The escrow agent's receipt reference").fill("AT-2291");
  await buyerPage.getByRole("button", { name: "Record the deposit" }).click();
  await expect(buyerPage.getByText("Please confirm that you phoned the escrow agent, at a number you found yourself, before sending the deposit")).toBeVisible();
  await expect(buyerPage.getByLabel("The escrow agent's receipt reference")).toHaveValue("AT-2291");
  await buyerPage.getByLabel(/^I phoned the escrow agent/).check();
  await takeStep(buyerPage, "Record the deposit");

  await buyerPage.getByLabel("Inspection date").fill("2027-01-20");
  await buyerPage.getByLabel("Inspection shop").fill("Pilatus Service Centre Stans");
  await takeStep(buyerPage, "Schedule the inspection");
  await buyerPage.getByLabel("The report's summary").fill("Airworthy but for one item");
  await buyerPage.getByLabel("Squawks, one a line").fill("must: propeller de-ice boot worn through");
  await takeStep(buyerPage, "Record the inspection report");
  await takeStep(buyerPage, "Accept subject to the items");

  await page.goto(dealPath);
  await page.getByLabel("must: propeller de-ice boot worn through").selectOption("credit");
  await takeStep(page, "Answer the items");
  await buyerPage.goto(dealPath);
  await expect(buyerPage.getByText("(seller credits)")).toBeVisible();
  await takeStep(buyerPage, "Agree the answers (terms version 2)");
  await expect(buyerPage.getByRole("heading", { name: "Agreed terms, version 2" })).toBeVisible();

  for (const item of BUYER_CLOSING_ITEMS) await takeStep(buyerPage, `Done: ${item}`);
  await page.goto(dealPath);
  for (const item of SELLER_CLOSING_ITEMS) await takeStep(page, `Done: ${item}`);
  await takeStep(page, "Confirm the closing");
  await buyerPage.goto(dealPath);
  await takeStep(buyerPage, "Confirm the sale");
  await expectToast(buyerPage, "Confirm the sale: done. The deal stands at Sold.");
  await expect(buyerPage.getByTestId("deal-due")).toHaveCount(0);
  await expect(buyerPage.getByRole("list", { name: "Deal history" })).toContainText("Confirm the sale → Sold");

  await visitor.goto(`/aircraft/${listingId}`);
  await expect(visitor.locator("[data-status=sold]").first()).toHaveText("Sold");

  // A stranger: the deal does not exist, to read or to act on.
  const strangerPage = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await signIn(strangerPage, stranger.email);
  expect((await strangerPage.goto(dealPath))!.status()).toBe(404);
  const post = await strangerPage.request.post(dealPath, { form: { step: "accept" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(post.status()).toBe(404);
});

import { expect, type Page } from "@playwright/test";
import { readOutbox } from "../../app/server/platform/mail.server";
import { accountDetails, createConfirmedAccount, expectToast, mailTo, signIn, test } from "./support/accounts";
import { fillListing } from "./support/listing-editor";

/**
 * A buyer's follow-up after the seller replied: the conversation waits for the seller
 * again, counts as new on their dashboard, and is emailed unless the seller turned
 * inquiry emails off, which the buyer is told, with and without JavaScript.
 */
function inquiryRow(page: Page, text: string) {
  return page.getByRole("listitem").filter({ hasText: text });
}

async function reply(page: Page, label: RegExp, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expectToast(page, "Your reply was sent.");
}

test("a buyer's follow-up waits for the seller, counts as new and is emailed only to a seller who takes inquiry emails", async ({ page, browser, request, baseURL, javaScriptEnabled }) => {
  test.slow();
  test.setTimeout(120_000);
  const dataDir = process.env.E2E_DATA_DIR!;
  const seller = accountDetails("seller");
  const buyer = accountDetails("buyer");
  await Promise.all([createConfirmedAccount(request, seller), createConfirmedAccount(request, buyer)]);
  await signIn(page, seller.email);
  await page.goto("/dashboard/listings/new");
  const tag = String(Date.now() % 100_000);
  await fillListing(page, { model: `PC12${tag}`, name: `2016 Pilatus PC-12 NG ${tag}` });
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/dashboard\/listings\/\d+\/edit$/);
  const listingId = /\/listings\/(\d+)\//.exec(page.url())![1]!;

  const buyerPage = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  await signIn(buyerPage, buyer.email);
  await buyerPage.goto(`/aircraft/${listingId}/inquiry?direct=1`);
  const dialog = buyerPage.getByRole("dialog");
  await expect(dialog).toContainText(`Your message goes to ${seller.firstName} ${seller.lastName} by email.`);
  const question = `Are the ${tag} logbooks complete?`;
  await dialog.getByRole("textbox", { name: "Message" }).fill(question);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expectToast(buyerPage, "Your message has been sent to the seller!");

  await page.goto("/dashboard?tab=inquiries");
  await inquiryRow(page, question).getByRole("link", { name: /^Reply/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/inquiries\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  await reply(page, /^Reply to /, "Yes, complete since new.");
  await page.goto("/dashboard?tab=inquiries");
  await expect(inquiryRow(page, question).getByText("Replied", { exact: true })).toBeVisible();

  // The follow-up: emailed to the seller, and the row is New again.
  await buyerPage.goto(threadPath);
  await expect(buyerPage.getByText("The seller receives your reply by email.")).toBeVisible();
  const followUp = `Could I see the ${tag} engine trend data?`;
  await reply(buyerPage, /^Reply to the seller/, followUp);
  await expect(buyerPage.getByRole("list", { name: "Conversation" })).toContainText(followUp);
  await mailTo(dataDir, seller.email, followUp);
  await page.goto("/dashboard?tab=inquiries");
  await expect(inquiryRow(page, question).getByText("New", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Inquiries/ }).filter({ hasText: "1 new" })).toBeVisible();

  // The seller turns inquiry emails off: the buyer is told, and the next follow-up waits on the dashboard alone.
  await page.goto("/settings");
  await page.getByLabel("Email me new inquiries and replies (they are always on your dashboard)").uncheck();
  await page.getByRole("button", { name: "Save email choices" }).click();
  await expect(page.getByLabel("Email me new inquiries and replies (they are always on your dashboard)")).not.toBeChecked();
  await page.goto(threadPath);
  await reply(page, /^Reply to /, "Engine trend data attached to the documents.");
  await buyerPage.goto(threadPath);
  await expect(buyerPage.getByText("The seller turned inquiry emails off: your reply waits on their dashboard, marked New, and is not emailed.")).toBeVisible();
  const unmailed = `Thanks, and the ${tag} paint date?`;
  await reply(buyerPage, /^Reply to the seller/, unmailed);
  await page.goto("/dashboard?tab=inquiries");
  await expect(inquiryRow(page, question).getByText("New", { exact: true })).toBeVisible();
  await page.goto(threadPath);
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(unmailed);

  // Emails go out in the order they were sent: once the seller's next reply reached the buyer, the follow-up before it would have too.
  await reply(page, /^Reply to /, `Painted in 2021, ${tag}.`);
  await mailTo(dataDir, buyer.email, `Painted in 2021, ${tag}.`);
  expect((await readOutbox(dataDir)).filter((message) => message.text.includes(unmailed))).toEqual([]);
  await buyerPage.goto(`/aircraft/${listingId}/inquiry?direct=1`);
  await expect(buyerPage.getByRole("dialog")).toContainText(`Your message waits for ${seller.firstName} ${seller.lastName} on their AeroMarket dashboard: they turned inquiry emails off.`);
});

import { expect, type Page } from "@playwright/test";
import { expectToast } from "./accounts";
import { fillListing } from "./listing-editor";

/** Takes a deal room step by its button and waits for the toast naming it (or, for a closing item, the item). */
export async function takeStep(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  if (button.startsWith("Done: ")) await expectToast(page, `Ticked: ${button.slice(6)}.`);
  else await expect(page.getByRole("status").filter({ hasText: `${button}: done.` }).first()).toBeVisible();
}

/** Fills the offer form's terms, at `price`. */
export async function fillOffer(page: Page, price: string) {
  await page.getByLabel("Price (US$)").fill(price);
  await page.getByLabel("Deposit with the escrow agent (US$)").fill("150000");
  await page.getByLabel("Escrow agent", { exact: true }).fill("Aero Title & Escrow, Oklahoma City");
  await page.getByLabel("Target closing date").fill("2027-03-01");
  await page.getByLabel(/^Inspection scope/).fill("Pre-buy with borescope and logbook review");
  await page.getByLabel("Inspection place", { exact: true }).fill("Stans, Switzerland");
  await page.getByLabel(/^Who pays what/).fill("Buyer pays the inspection, seller the must-fix items");
  await page.getByLabel("Delivery place", { exact: true }).fill("Stans, Switzerland");
}

export const BUYER_CLOSING_ITEMS = ["Purchase agreement signed (buyer)", "Balance sent to the escrow agent", "Insurance binder in place"];
export const SELLER_CLOSING_ITEMS = ["Purchase agreement signed (seller)", "Lien release with the escrow agent", "Bill of sale and registration application filed"];

/**
 * The seller (signed in on `sellerPage`) publishes a listing, and the buyer (on `buyerPage`)
 * writes about it and opens the conversation's deal room: its listing id and deal room path.
 */
export async function listingInConversation(sellerPage: Page, buyerPage: Page, tag: string) {
  await sellerPage.goto("/dashboard/listings/new");
  await fillListing(sellerPage, { model: `PC12${tag}`, name: `2016 Pilatus PC-12 NG ${tag}` });
  await sellerPage.getByRole("button", { name: "Publish" }).click();
  await expect(sellerPage).toHaveURL(/\/dashboard\/listings\/\d+\/edit$/);
  const listingId = /\/listings\/(\d+)\//.exec(sellerPage.url())![1]!;
  await buyerPage.goto(`/aircraft/${listingId}/inquiry?direct=1`);
  const dialog = buyerPage.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Message" }).fill(`Would you take an offer on ${tag}?`);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expectToast(buyerPage, "Your message has been sent to the seller!");
  await buyerPage.goto("/dashboard?tab=my-inquiries");
  await buyerPage.getByRole("listitem").filter({ hasText: `offer on ${tag}` }).getByRole("link", { name: /^View Conversation/ }).click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/inquiries\/\d+$/);
  return { listingId, dealPath: `${new URL(buyerPage.url()).pathname}/deal` };
}

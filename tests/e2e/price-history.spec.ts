import { expect } from "@playwright/test";
import { formatPrice } from "~/domain/catalog/price";
import { accountDetails, createConfirmedAccount, expectToast, signIn, signOut, test } from "./support/accounts";
import { SAMPLE_SELLERS } from "./support/sample-sellers";

/**
 * A listing's price history, with and without JavaScript. Each project's seller signs
 * up with the contact email of a different seller of the sample inventory, and so owns
 * that seller's listing; they lower its price in the editor, and a visitor sees the
 * reduction on the detail page and the new price and the reduction in the catalogue.
 */
const SELLERS = SAMPLE_SELLERS.priceHistory;

const todayInUtc = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date());

test("a seller lowers the asking price and visitors see the reduction in the price history and the new price in the catalogue", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const { email, listingId } = SELLERS[testInfo.project.name as keyof typeof SELLERS];
  const seller = { ...accountDetails("seller", "Eleanor"), email };
  await createConfirmedAccount(request, seller);

  await page.goto(`/aircraft/${listingId}`);
  await expect(page.getByText(/^\d[\d,]* days? on market$|^Listed today$/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Price history" })).toHaveCount(0);

  await signIn(page, seller.email);
  await page.goto(`/dashboard/listings/${listingId}/edit`);
  const priceField = page.getByLabel("Asking price (USD)");
  // The editor shows the price with thousands separators.
  const oldPrice = Number((await priceField.inputValue()).replaceAll(",", ""));
  const newPrice = oldPrice - 150_000;
  await priceField.fill(String(newPrice));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Changes saved. Buyers see them now.");

  // Saving again without a new price adds nothing to the history.
  await page.goto(`/dashboard/listings/${listingId}/edit`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Changes saved. Buyers see them now.");
  await signOut(page);

  await page.goto(`/aircraft/${listingId}`);
  const history = page.getByRole("region", { name: "Price history" });
  await expect(history.getByRole("listitem")).toHaveText([`Reduced $150,000 on ${todayInUtc}`]);
  const registration = (await page.getByRole("term").filter({ hasText: /^Registration$/ }).first().locator("xpath=following-sibling::dd[1]").textContent())!;

  await page.goto(`/catalog?q=${encodeURIComponent(registration)}`);
  const card = page.getByRole("main").getByRole("listitem").filter({ has: page.locator(`a[href="/aircraft/${listingId}"]`) });
  await expect(card).toContainText(formatPrice(newPrice));
  // The card says the drop too, as it is recent.
  await expect(card).toContainText("Reduced $150,000");
});

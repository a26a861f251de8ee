import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, PASSWORD, test } from "./support/accounts";
import { type Aircraft, fillListing } from "./support/listing-editor";

/**
 * A seller's side of the marketplace, with and without JavaScript: from /sell to a
 * draft, its preview, publishing, an edit, Sale pending and a delete, while another
 * seller and a buyer find nothing at the listing's private addresses.
 */


function newAircraft(): Aircraft {
  const model = `PC12${randomBytes(3).toString("hex").toUpperCase()}`;
  return { model, name: `2016 Pilatus ${model}` };
}

/** Another signed-in person in their own browser context, speaking from their own address. */
async function signedInAs(browser: Browser, baseURL: string, userType: "buyer" | "seller", javaScriptEnabled: boolean) {
  const octet = () => 1 + (randomBytes(1)[0]! % 254);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
  });
  const account = accountDetails(userType, userType === "seller" ? "Nadia" : "Amelia");
  await createConfirmedAccount(context.request, account);
  // Confirming the email through the context's own request signs it in.
  const page = await context.newPage();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${account.firstName}`);
  return { page, close: () => context.close() };
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found|Aircraft Not Found/);
}

async function catalogueCard(page: Page, aircraft: Aircraft) {
  await page.goto(`/catalog?q=${aircraft.model}`);
  return page.getByRole("main").getByRole("listitem").filter({ hasText: aircraft.name });
}

test("a seller lists an aircraft from /sell, previews the draft, publishes, edits, marks it pending and deletes it, and its inquiry stays readable", async ({ page, request, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === "js";
  const seller = accountDetails("seller");
  await createConfirmedAccount(request, seller);
  const aircraft = newAircraft();

  await page.goto("/sell");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("List your aircraft where buyers are looking");
  await expect(page.getByRole("link", { name: "Register as a seller" })).toHaveAttribute("href", "/register?type=seller");
  await page.getByRole("link", { name: "Sign in", exact: true }).last().click();
  await page.getByLabel("Email").fill(seller.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in as Buyer" }).click();
  await expect(page).toHaveURL(/\/dashboard\/listings\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add New Listing");
  await expect(page.getByLabel("Contact name")).toHaveValue(`${seller.firstName} ${seller.lastName}`);
  await expect(page.getByRole("textbox", { name: "Company", exact: true })).toHaveValue(seller.company!);
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(seller.email);

  await fillListing(page, aircraft, { Year: "3000", "Total time (hours)": "-5" });
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("2 fields need your attention below. Everything you typed is still here.")).toBeVisible();
  await expect(page.getByText("Year must be from 1903 to")).toBeVisible();
  await expect(page.getByText("Total time must be a whole number from 0 to 200,000 hours")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(aircraft.name);
  await expect(page.getByLabel("Description")).toHaveValue(/One owner, hangared since new/);
  await expect(page.getByLabel("Category")).toHaveValue("turboprop");
  await expect(page.getByLabel("Year")).toHaveValue("3000");

  await page.getByLabel("Year").fill("2016");
  await page.getByLabel("Total time (hours)").fill("2140");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expectToast(page, "Draft saved. Only you can see it until you publish it. Add photos next.");
  await expect(page).toHaveURL(/\/dashboard\/listings\/\d+\/edit$/);
  const id = /\/dashboard\/listings\/(\d+)\/edit/.exec(page.url())![1]!;
  await expect(page.getByRole("link", { name: "Add photos" })).toHaveAttribute("href", `/dashboard/listings/${id}/photos`);

  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Preview" })).toContainText("only you can open it");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aircraft.name);
  await expect(await catalogueCard(page, aircraft)).toHaveCount(0);

  const buyer = await signedInAs(browser, baseURL!, "buyer", js);
  const otherSeller = await signedInAs(browser, baseURL!, "seller", js);
  try {
    await expectNotFound(buyer.page, `/aircraft/${id}`);
    for (const visitor of [buyer.page, otherSeller.page]) {
      for (const action of ["edit", "preview", "delete"]) await expectNotFound(visitor, `/dashboard/listings/${id}/${action}`);
    }
    await expectNotFound(buyer.page, "/dashboard/listings/new");
    // Posting straight to the actions changes nothing either.
    const post = (path: string, form: Record<string, string>) =>
      otherSeller.page.request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 }).then((response) => response.status());
    expect(await post(`/dashboard/listings/${id}/delete`, {})).toBe(404);

    await page.goto(`/dashboard/listings/${id}/edit`);
    // The base airport fills an empty location: with scripts once chosen, without them on save.
    await page.getByLabel("Location", { exact: true }).fill("");
    if (js) {
      await page.getByRole("combobox", { name: "Base airport" }).fill("Teterboro");
      await page.getByRole("option", { name: /^KTEB \(TEB\), Teterboro Airport/ }).click();
      await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Teterboro, NJ");
    } else await page.getByLabel("Base airport").fill("KTEB");
    await page.getByRole("button", { name: "Publish" }).click();
    await expectToast(page, "Published: buyers find it in the catalogue now.");
    const card = await catalogueCard(page, aircraft);
    await expect(card).toContainText("$4.3M");
    await expect(card).toContainText("Teterboro, NJ");
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aircraft.name);
    await expect(buyer.page.goto(`/aircraft/${id}`).then((response) => response?.status())).resolves.toBe(200);
    expect(await post(`/dashboard/listings/${id}/edit`, { intent: "status", status: "sold" })).toBe(404);
    await buyer.page.reload();
    await expect(buyer.page.getByRole("heading", { level: 1 })).toHaveText(aircraft.name);
    await expect(buyer.page.getByText("Sold", { exact: true })).toHaveCount(0);

    const question = `Is the ${aircraft.model} hangared, and are the logbooks complete?`;
    await buyer.page.goto(`/aircraft/${id}`);
    await buyer.page.getByRole("link", { name: "Email Seller" }).click();
    const dialog = buyer.page.getByRole("dialog");
    await dialog.getByRole("link", { name: "Contact Seller Directly" }).click();
    await dialog.getByRole("textbox", { name: "Message" }).fill(question);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expectToast(buyer.page, "Your message has been sent to the seller!");

    await page.goto(`/dashboard/listings/${id}/edit`);
    await page.getByLabel("Asking price (USD)").fill("3995000");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Changes saved. Buyers see them now.");
    await expect(await catalogueCard(page, aircraft)).toContainText("$4.0M");

    await page.goto(`/dashboard/listings/${id}/edit`);
    await page.getByRole("button", { name: "Mark Sale pending" }).click();
    await expectToast(page, "Marked Sale pending: it stays in the catalogue marked Sale Pending, as its page shows.");
    await expect((await catalogueCard(page, aircraft)).locator("[data-status=pending]")).toHaveText("Sale Pending");
    await page.goto("/dashboard");
    const row = page.getByRole("listitem").filter({ hasText: aircraft.name });
    await expect(row).toContainText("Pending");
    await expect(row.getByRole("link", { name: `Analytics for ${aircraft.name}` })).toHaveAttribute("href", `/dashboard/listings/${id}/analytics`);

    await row.getByRole("link", { name: `Delete ${aircraft.name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete this listing?");
    await page.getByRole("button", { name: "Delete listing" }).click();
    await expectToast(page, "Listing deleted. Its inquiries stay in your Inquiries tab.");
    await expect(page.getByRole("listitem").filter({ hasText: aircraft.name })).toHaveCount(0);
    await expect(await catalogueCard(page, aircraft)).toHaveCount(0);
    await expectNotFound(buyer.page, `/aircraft/${id}`);
    await expectNotFound(page, `/dashboard/listings/${id}/edit`);

    // The conversation outlives the listing, for both sides.
    await page.goto("/dashboard?tab=inquiries");
    const received = page.getByRole("listitem").filter({ hasText: question });
    await expect(received).toContainText(`${aircraft.name} (listing deleted)`);
    await received.getByRole("link", { name: /^Reply/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${aircraft.name} (listing deleted)`);
    await expect(page.getByRole("main")).toContainText(question);
    await buyer.page.goto("/dashboard?tab=my-inquiries");
    const sent = buyer.page.getByRole("listitem").filter({ hasText: question });
    await expect(sent).toContainText(`${aircraft.name} (listing deleted)`);
    await sent.getByRole("link", { name: /^View Conversation/ }).click();
    await expect(buyer.page.getByRole("main")).toContainText(question);
  } finally {
    await buyer.close();
    await otherSeller.close();
  }
});

test("a visitor who opens the listing editor is sent to sign in", async ({ page }) => {
  const response = await page.goto("/dashboard/listings/new");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Flistings%2Fnew$/);
});

import { readFile } from "node:fs/promises";
import { type APIRequestContext, type BrowserContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import { describeUserAgent } from "../../app/domain/accounts/devices";
import { SESSION_RECHECK_MS } from "../../app/server/auth/session-liveness.server";
import { accountDetails, createConfirmedAccount, emailLink, expectToast, fillRegistration, PASSWORD, signIn, signOut, test } from "./support/accounts";
import { fillListing } from "./support/listing-editor";

const NEW_PASSWORD = "Taxiway-Bravo-7";

async function openSettings(page: Page) {
  await page.getByText("Account", { exact: true }).click();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
}

function section(page: Page, name: string) {
  return page.getByRole("region", { name });
}

/** The signed-in browser's cookies, copied into a client of its own, as a thief would. */
async function copySession(context: BrowserContext, baseURL: string): Promise<APIRequestContext> {
  const copy = await playwrightRequest.newContext({ baseURL, storageState: await context.storageState() });
  expect((await copy.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  return copy;
}

test.describe("account settings", () => {
  test("a seller edits the profile, changes the password, downloads their data and closes the account", async ({ page, browser, request, baseURL, javaScriptEnabled }) => {
    // A long journey of many page loads: it gets the longer timeout.
    test.slow();
    test.setTimeout(120_000);
    const seller = accountDetails("seller");
    const buyer = accountDetails("buyer");
    await Promise.all([createConfirmedAccount(request, seller), createConfirmedAccount(request, buyer)]);
    await signIn(page, seller.email);
    await page.goto("/dashboard/listings/new");
    const aircraft = { model: `PC12${Date.now() % 100_000}`, name: `2016 Pilatus PC-12 NG ${Date.now() % 100_000}` };
    await fillListing(page, aircraft);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(/\/dashboard\/listings\/\d+\/edit$/);
    const listingId = /\/listings\/(\d+)\//.exec(page.url())![1]!;

    await openSettings(page);
    const profile = section(page, "Profile");
    await profile.getByLabel("First name").fill("Marcel");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expectToast(page, "Your profile is saved.");
    await expect(page.getByRole("banner")).toContainText("Welcome, Marcel");
    await page.goto(`/aircraft/${listingId}`);
    await expect(page.locator("#contact")).toContainText(`Marcel ${seller.lastName}`);

    await page.goto("/settings");
    const password = section(page, "Password");
    await password.getByLabel("Current password", { exact: true }).fill("Not-my-password-1");
    await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(section(page, "Password").getByText("Your current password is not correct")).toBeVisible();
    await section(page, "Password").getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await section(page, "Password").getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await section(page, "Password").getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await section(page, "Password").getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Your password has been updated. Other devices are signed out.");

    const buyerPage = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
    await signIn(buyerPage, buyer.email);
    await buyerPage.goto(`/aircraft/${listingId}`);
    await buyerPage.getByRole("link", { name: "Email Seller" }).click();
    await buyerPage.getByRole("dialog").getByRole("link", { name: "Contact Seller Directly" }).click();
    const question = `Are the ${aircraft.model} logbooks complete?`;
    await buyerPage.getByRole("dialog").getByRole("textbox", { name: "Message" }).fill(question);
    await buyerPage.getByRole("dialog").getByRole("button", { name: "Send Message" }).click();
    await expectToast(buyerPage, "Your message has been sent to the seller!");

    const downloading = page.waitForEvent("download");
    await section(page, "Your data").getByRole("link", { name: "Download my data" }).click();
    const exported = JSON.parse(await readFile((await (await downloading).path())!, "utf8")) as {
      profile: { firstName: string };
      inquiriesReceived: { message: string }[];
      signedInDevices: { userAgent: string | null; thisDevice: boolean }[];
    };
    expect(exported.profile.firstName).toBe("Marcel");
    expect(exported.signedInDevices).toContainEqual(expect.objectContaining({ thisDevice: true, userAgent: expect.stringContaining("Chrome") }));
    expect(exported.inquiriesReceived.map((inquiry) => inquiry.message)).toContain(question);

    await page.goto("/settings");
    await section(page, "Close account").getByRole("link", { name: "Close my account" }).click();
    await page.getByLabel("Your password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Close my account" }).click();
    await expectToast(page, "Your account is closed. We sent a confirmation to your email address.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    expect((await page.goto(`/aircraft/${listingId}`))?.status()).toBe(404);

    await buyerPage.goto("/dashboard?tab=my-inquiries");
    await buyerPage.getByRole("link", { name: new RegExp(`^View Conversation: ${aircraft.name}`) }).click();
    await expect(buyerPage.getByText("Former member closed their account.")).toBeVisible();
    await buyerPage.context().close();

    // The address registers again as a new person: sign-up is accepted, not answered "already exists".
    await page.goto("/register?type=seller");
    await fillRegistration(page, seller);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Seller Account" }).click();
    await expectToast(page, "Account created successfully! Please check your email to confirm your account.");
  });

  test("the email changes only once the links sent to both addresses are opened, and a link signs no one in", async ({ page, browser, request, baseURL }) => {
    // A long journey of many page loads: it gets the longer timeout.
    test.slow();
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    await openSettings(page);
    const next = `new.${buyer.email}`;
    const emailForm = section(page, "Email address");
    await emailForm.getByLabel("New email address").fill(next);
    await emailForm.getByLabel("Current password", { exact: true }).fill("Not-my-password-1");
    await emailForm.getByRole("button", { name: "Change email" }).click();
    await expect(section(page, "Email address").getByText("Your current password is not correct")).toBeVisible();
    await expect(section(page, "Email address").getByLabel("New email address")).toHaveValue(next);
    await section(page, "Email address").getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await section(page, "Email address").getByRole("button", { name: "Change email" }).click();
    await expectToast(
      page,
      `If ${next} can be used, we sent a link to it and one to ${buyer.email}. Your address changes once both are opened; until then, sign in with ${buyer.email}.`,
    );
    const toNew = await emailLink(next, "email_change");
    const toCurrent = await emailLink(buyer.email, "email_change");

    // Whoever opens a link is not signed in by it, and one link changes nothing.
    const stranger = await browser.newContext({ baseURL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(toNew);
    await expect(strangerPage.getByRole("heading", { name: "One more link to open" })).toBeVisible();
    await strangerPage.goto("/settings");
    await expect(strangerPage).toHaveURL(/\/login/);
    await stranger.close();
    await page.goto("/settings");
    await expect(page.getByText(`Signed in as ${buyer.email}`)).toBeVisible();

    await page.goto(toCurrent);
    await expectToast(page, `You now sign in with ${next}.`);
    await expect(page.getByText(`Signed in as ${next}`)).toBeVisible();
    await page.goto("/");
    await signOut(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
    await signIn(page, next);
  });

  test("asking for an address another account has reads the same as any other", async ({ page, request }) => {
    const [buyer, other] = [accountDetails("buyer"), accountDetails("buyer", "Olivia")];
    await createConfirmedAccount(request, other);
    // The confirmation link signed the request client in: sign it out to register the next.
    expect((await request.post("/logout", { form: {}, maxRedirects: 0 })).status()).toBe(302);
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    await openSettings(page);
    await section(page, "Email address").getByLabel("New email address").fill(other.email);
    await section(page, "Email address").getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await section(page, "Email address").getByRole("button", { name: "Change email" }).click();
    await expectToast(
      page,
      `If ${other.email} can be used, we sent a link to it and one to ${buyer.email}. Your address changes once both are opened; until then, sign in with ${buyer.email}.`,
    );
  });

  test("signing out other devices stops another device's copied cookie and keeps this one", async ({ page, browser, request, baseURL, userAgent }) => {
    // A long journey of many page loads: it gets the longer timeout.
    test.slow();
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    // The confirmation link signed the request client in: sign it out before any browser signs in.
    expect((await request.post("/logout", { form: {}, maxRedirects: 0 })).status()).toBe(302);
    const otherDevice = await browser.newContext({ baseURL });
    await signIn(await otherDevice.newPage(), buyer.email);
    const other = await copySession(otherDevice, baseURL!);
    await signIn(page, buyer.email);

    await openSettings(page);
    const devices = section(page, "Signed-in devices").getByRole("list", { name: "Devices signed in to your account" }).getByRole("listitem");
    await expect(devices).toHaveCount(2);
    // Both are this project's browser (its user agent), from this machine; this one comes first, marked.
    const browserName = describeUserAgent(userAgent ?? null);
    expect(browserName).toMatch(/^Chrome on /);
    await expect(devices.first()).toContainText(browserName);
    await expect(devices.first()).toContainText("This device");
    await expect(devices.first()).toContainText("Active now");
    await expect(devices.nth(1)).toContainText(browserName);
    await expect(devices.nth(1)).toContainText(/Last active (just now|\d+ minutes? ago)/);
    await expect(devices.nth(1)).toContainText(/from (\d+\.\d+\.\d+\.x|::1)/);
    await expect(devices.nth(1)).not.toContainText("This device");

    await section(page, "Signed-in devices").getByRole("button", { name: "Sign out other devices" }).click();
    await expectToast(page, "Your other devices are signed out.");
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText("This device");
    await expect
      .poll(async () => (await other.get("/dashboard", { maxRedirects: 0 })).status(), { timeout: SESSION_RECHECK_MS + 3_000, intervals: [250] })
      .toBe(302);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await other.dispose();
    await otherDevice.close();
  });
});

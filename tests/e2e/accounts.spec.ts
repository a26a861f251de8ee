import { expect } from "@playwright/test";
import { accountDetails, createConfirmedAccount, emailLink, expectToast, fillRegistration, PASSWORD, signIn, signOut, test, uniqueEmail } from "./support/accounts";

const SIGN_UP_SUCCESS = "Account created successfully! Please check your email to confirm your account.";

test.describe("registration, confirmation and the dashboard", () => {
  test("a buyer registers, confirms by the emailed link, sees the buyer dashboard and signs out", async ({ page }) => {
    const buyer = accountDetails("buyer");
    await page.goto("/register");
    await expect(page.getByRole("link", { name: "Buyer", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Company/Organization")).toHaveCount(0);
    await fillRegistration(page, buyer);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Buyer Account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, SIGN_UP_SUCCESS);

    await page.goto(await emailLink(buyer.email, "signup"));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Your email is confirmed. Welcome to AeroMarket!");
    await expect(page.getByRole("banner")).toContainText(`Welcome, ${buyer.firstName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${buyer.firstName}`);
    for (const label of ["Saved Aircraft", "Active Searches", "Inquiries Sent", "Budget Range"]) {
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole("definition").first()).toHaveText("0");

    await signOut(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });

  test("a seller registers with a company and gets the seller dashboard", async ({ page }) => {
    const seller = accountDetails("seller");
    await page.goto("/register?type=seller");
    await expect(page.getByRole("link", { name: "Seller", exact: true })).toHaveAttribute("aria-current", "page");
    await fillRegistration(page, seller);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Seller Account" }).click();
    await expectToast(page, SIGN_UP_SUCCESS);

    await page.goto(await emailLink(seller.email, "signup"));
    await expect(page.getByText("Seller dashboard")).toBeVisible();
    await expect(page.getByText(`for ${seller.company}`)).toBeVisible();
    for (const label of ["Active Listings", "Total Views", "Inquiries", "Total Value"]) {
      await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page.getByText("You have no listings yet.")).toBeVisible();
  });

  test("a confirmation link works once", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await page.goto(await emailLink(buyer.email, "signup"));
    await expect(page.getByRole("heading", { name: "We couldn't use this link" })).toBeVisible();
    await expect(page.getByText("Email link is invalid or has expired")).toBeVisible();
  });
});

test.describe("registration messages", () => {
  test("passwords that differ are answered on the same page, keeping what was typed except passwords", async ({ page, javaScriptEnabled }) => {
    const buyer = accountDetails("buyer");
    await page.goto("/register");
    await fillRegistration(page, buyer, { password: PASSWORD, confirm: "Runway-27-Right" });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Buyer Account" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue(buyer.firstName);
    await expect(page.getByLabel("Email")).toHaveValue(buyer.email);
    if (!javaScriptEnabled) {
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
      await expect(page.getByLabel(/I agree to the/)).toBeChecked();
    }
  });

  test("the terms must be accepted", async ({ page, javaScriptEnabled }) => {
    await page.goto("/register");
    await fillRegistration(page, accountDetails("buyer"));
    const submit = page.getByRole("button", { name: "Create Buyer Account" });
    if (javaScriptEnabled) {
      await expect(submit).toBeDisabled();
      await page.getByLabel(/I agree to the/).check();
      await expect(submit).toBeEnabled();
    } else {
      const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === "POST"), submit.click()]);
      expect(response.status()).toBe(400);
      await expect(page.getByText("Please agree to the terms and conditions")).toBeVisible();
    }
  });

  test("a seller must name the company, and every empty field is answered by the server too", async ({ page }) => {
    await page.goto("/register?type=seller");
    await page.locator("form[method=post]").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Seller Account" }).click();
    for (const message of [
      "Please enter your first name",
      "Please enter your last name",
      "Please enter your company or organization",
      "Please enter your email address",
      "Please enter your phone number",
      "Please enter a password",
      "Please confirm your password",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test("an address that already has an account is told to sign in", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await page.goto("/register");
    await fillRegistration(page, { ...buyer, email: buyer.email.toUpperCase() });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Buyer Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("An account with this email already exists. Please sign in instead.");
  });

  test("a weak password gets the auth server's own message", async ({ page }) => {
    await page.goto("/register");
    await fillRegistration(page, accountDetails("buyer"), { password: "12345", confirm: "12345" });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Buyer Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password should be at least 6 characters.");
  });
});

test.describe("signing in", () => {
  test("wrong passwords and unconfirmed emails get the auth server's message; the email stays filled in", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await page.goto("/login");
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid login credentials");
    await expect(page.getByLabel("Email")).toHaveValue(buyer.email);

    const unconfirmed = uniqueEmail("pending");
    await page.goto("/register");
    await fillRegistration(page, { ...accountDetails("buyer"), email: unconfirmed });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Buyer Account" }).click();
    await expectToast(page, SIGN_UP_SUCCESS);
    await page.getByLabel("Email").fill(unconfirmed);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email not confirmed");
  });

  test("the Seller tab signs in the same way and lands on the dashboard", async ({ page, request }) => {
    const seller = accountDetails("seller");
    await createConfirmedAccount(request, seller);
    await page.goto("/login");
    await page.getByRole("link", { name: "Seller", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?type=seller$/);
    await page.getByLabel("Email").fill(seller.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Seller" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Successfully signed in!");
    await expect(page.getByText("Seller dashboard")).toBeVisible();
  });

  test("a guarded page brings the user back after signing in, and only to this site", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Freset-password$/);
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await signOut(page);

    await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example%2Fsteal");
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a signed-in user is sent from /login and /register to the dashboard", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/register?type=seller");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the session cookie is out of reach of page scripts and lasts 30 days", async ({ page, request, context, javaScriptEnabled }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    const sessionCookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith("aeromarket-auth"));
    expect(sessionCookies.length).toBeGreaterThan(0);
    const thirtyDaysAway = Date.now() / 1000 + 30 * 24 * 60 * 60;
    for (const cookie of sessionCookies) {
      // The test server's SITE_URL is plain http, so the cookie cannot be Secure.
      expect(cookie, cookie.name).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });
      expect(cookie.expires, cookie.name).toBeGreaterThan(thirtyDaysAway - 60);
      expect(cookie.expires, cookie.name).toBeLessThan(thirtyDaysAway + 60);
    }
    if (javaScriptEnabled) expect(await page.evaluate(() => document.cookie)).not.toContain("aeromarket-auth");
  });
});

test.describe("password recovery", () => {
  test("a recovery email leads to a new password, and the old one stops working", async ({ page, request }) => {
    // Three password hashes and an email round trip: a long journey on a busy machine.
    test.slow();
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    // With JavaScript the sign-in form stays on screen until the new page commits.
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    await page.goto(await emailLink(buyer.email, "recovery"));
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel("New password", { exact: true }).fill("Taxiway-Bravo-7");
    await page.getByLabel("Confirm new password", { exact: true }).fill("Taxiway-Bravo-7");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, "Your password has been updated.");
    await signOut(page);

    await page.goto("/login");
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid login credentials");
    await signIn(page, buyer.email, "Taxiway-Bravo-7");
  });

  test("repeated recovery requests for one address are limited", async ({ page }) => {
    const email = uniqueEmail("flood");
    for (let attempt = 1; attempt <= 3; attempt++) {
      await page.goto("/forgot-password");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    }
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      page.getByRole("button", { name: "Send reset link" }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert")).toHaveText("Too many attempts. Please wait 60 minutes and try again.");
  });
});

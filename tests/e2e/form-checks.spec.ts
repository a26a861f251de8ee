import { expect } from "@playwright/test";
import { test } from "./support/accounts";

/**
 * A form's check in the browser (app/components/forms/use-form.ts): once its schema has
 * arrived, after the first focus in the form, a submission with mistakes gets its messages
 * without a request, and each field's message follows what is typed into it. Without
 * JavaScript the action answers the same messages (accounts.spec.ts).
 */
test("sign-in's messages come before any request and follow what is typed", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the action checks the form: accounts.spec.ts");
  const posts: string[] = [];
  let checkLoaded = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  page.on("response", (response) => {
    if (/\/assets\/form-validation-[^/]+\.js$/.test(response.url())) checkLoaded = true;
  });
  await page.goto("/login");
  const email = page.getByLabel("Email", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  // The first focus after hydration fetches the check.
  await expect(async () => {
    await password.focus();
    await email.focus();
    expect(checkLoaded).toBe(true);
  }).toPass();

  await page.getByRole("button", { name: "Sign in as Buyer" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const emailMessageId = await email.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${emailMessageId}"]`)).toHaveText("Please enter your email address");

  await email.pressSequentially("pilot@");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await email.pressSequentially("example.com");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter your password")).toBeVisible();
  expect(posts).toEqual([]);
});

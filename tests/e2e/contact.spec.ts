import { expect, type Page } from "@playwright/test";
import { CONTACT_IP_LIMIT } from "~/domain/visitor-limits";
import { test, uniqueEmail } from "./support/accounts";
import { holdScripts, hydrated } from "./support/hydration";

// Each test speaks from its own client address (see support/accounts.ts), so each has its own allowance.

const SENT = "Thank you! Your message is in our support inbox; we answer by email.";

async function fillMessage(page: Page, email: string) {
  await page.getByLabel("Name").fill("Amelia Hart");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Topic").selectOption("buying");
  await page.getByLabel("Message").fill("Is the CJ4 still available for a pre-buy in March?");
}

async function expectMessageKept(page: Page, email: string) {
  await expect(page.getByLabel("Name")).toHaveValue("Amelia Hart");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Topic")).toHaveValue("buying");
  await expect(page.getByLabel("Message")).toHaveValue("Is the CJ4 still available for a pre-buy in March?");
}

test.describe("contact form", () => {
  test("a sent message shows a toast that survives the redirect", async ({ page }) => {
    await page.goto("/contact");
    await fillMessage(page, uniqueEmail("amelia"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("status")).toHaveText(SENT);
    await expect(page.getByLabel("Name")).toHaveValue("");
  });

  test("invalid input is answered on the same page, with what was typed kept", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Amelia Hart");
    await page.getByLabel("Email").fill("amelia@example.com");
    await page.getByLabel("Message").fill("Too short");
    // The browser's own checks would stop this submit; the server must answer it too.
    await page.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please choose a topic")).toBeVisible();
    await expect(page.getByText("Please write at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Amelia Hart");
    await expect(page.getByLabel("Message")).toHaveValue("Too short");
  });

  test("over the hourly limit, the sender is asked to wait and keeps what they typed", async ({ page }) => {
    for (let i = 0; i < CONTACT_IP_LIMIT.limit; i++) {
      const response = await page.request.post("/contact", {
        form: { name: "Amelia Hart", email: uniqueEmail("amelia"), topic: "buying", message: `Message number ${i + 1} about the CJ4.` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
    }
    await page.goto("/contact");
    const email = uniqueEmail("amelia");
    await fillMessage(page, email);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Too many attempts" })).toHaveText(
      "Too many attempts. Please wait 60 minutes and try again.",
    );
    await expectMessageKept(page, email);
    await expect(page.getByText(SENT)).toHaveCount(0);
    const refused = await page.request.post("/contact", {
      form: { name: "Amelia Hart", email, topic: "buying", message: "Is the CJ4 still available for a pre-buy in March?" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(429);
  });

  test("a message with the field people cannot see filled in is not sent, and can be sent again", async ({ page }) => {
    await page.goto("/contact");
    const email = uniqueEmail("amelia");
    await fillMessage(page, email);
    await page.locator('input[name="website"]').fill("https://cheap-parts.example");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "not sent" })).toHaveText("Your message was not sent. Please send it again.");
    await expectMessageKept(page, email);
    await expect(page.locator('input[name="website"]')).toHaveValue("");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText(SENT);
    await expect(page.getByLabel("Name")).toHaveValue("");
  });

  test("a message refused before the scripts took over, sent once they have, leaves the form empty", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "only the scripts can take over between the two sends");
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const email = uniqueEmail("amelia");
    await fillMessage(page, email);
    await page.locator('input[name="website"]').fill("https://cheap-parts.example");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "not sent" })).toHaveText("Your message was not sent. Please send it again.");
    scripts.release();
    await hydrated(page);
    await expectMessageKept(page, email);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText(SENT);
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
  });
});

import { expect, test } from "@playwright/test";

test.describe("contact form", () => {
  test("a sent message shows a toast that survives the redirect", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Amelia Hart");
    await page.getByLabel("Email").fill("amelia@example.com");
    await page.getByLabel("Topic").selectOption("buying");
    await page.getByLabel("Message").fill("Is the CJ4 still available for a pre-buy in March?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message reached our team; we reply within one business day.");
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
});

import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, signIn, test } from "./support/accounts";

/**
 * Two editor pages of one listing, opened before either saves (two tabs), with and without
 * JavaScript: the later save does not undo the earlier one. It is refused with what changed;
 * the field the other page saved shows its new value, what this page typed is kept, and
 * saving again keeps both changes.
 */
test("a save from an editor opened before another save is refused, shows what changed and keeps what was typed", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const seller = accountDetails("seller");
  await createConfirmedAccount(request, seller);
  const model = `TBM${randomBytes(3).toString("hex").toUpperCase()}`;

  await signIn(page, seller.email);
  await page.goto("/dashboard/listings/new");
  await page.getByLabel("Title", { exact: true }).fill(`2021 Daher ${model}`);
  await page.getByLabel("Manufacturer", { exact: true }).fill("Daher");
  await page.getByLabel("Model", { exact: true }).fill(model);
  await page.getByLabel("Asking price (USD)", { exact: true }).fill("4250000");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/listings\/\d+\/edit$/);
  const editor = page.url();

  const otherTab = await context.newPage();
  await otherTab.goto(editor);
  await otherTab.getByLabel("Asking price (USD)", { exact: true }).fill("3990000");
  await otherTab.getByRole("button", { name: "Save as draft" }).click();
  await expectToast(otherTab, "Draft saved. Only you can see it until you publish it; the checklist shows what publishing still needs.");

  await page.getByLabel("Description", { exact: true }).fill("Low-time TBM, one owner, hangared since new.");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("This listing was saved from another page after you opened this one, so nothing was saved from here.")).toBeVisible();
  await expect(page.getByText(/Now showing the newer saved Asking price\./)).toBeVisible();
  await expect(page.getByLabel("Asking price (USD)", { exact: true })).toHaveValue("3,990,000");
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Low-time TBM, one owner, hangared since new.");

  await page.getByRole("button", { name: "Save as draft" }).click();
  await expectToast(page, "Draft saved. Only you can see it until you publish it; the checklist shows what publishing still needs.");
  await page.goto(editor);
  await expect(page.getByLabel("Asking price (USD)", { exact: true })).toHaveValue("3,990,000");
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Low-time TBM, one owner, hangared since new.");
});

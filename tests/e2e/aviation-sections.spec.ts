import { expect } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { accountDetails, createConfirmedAccount, expectToast, signIn, test } from "./support/accounts";
import { fillListing } from "./support/listing-editor";

/**
 * A seller gives a listing's engine, equipment and inspection, with and without
 * JavaScript: an engine time far over its TBO and an inspection in the future are
 * refused with what to fix and nothing typed lost; buyers then see the sections.
 */
test("a seller gives the engine, ADS-B Out and last inspection, fixes what is implausible, and buyers see them", async ({ page, request }) => {
  test.setTimeout(60_000);
  const seller = accountDetails("seller");
  await createConfirmedAccount(request, seller);
  await signIn(page, seller.email);
  const model = `PC12${randomBytes(3).toString("hex").toUpperCase()}`;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  await page.goto("/dashboard/listings/new");
  await fillListing(page, { model, name: `2016 Pilatus ${model}` });
  await page.getByLabel("Number of engines").selectOption("1");
  await page.getByLabel("Engine 1 make").fill("Pratt & Whitney Canada");
  await page.getByLabel("Engine 1 model").fill("PT6A-67P");
  await page.getByLabel("Engine 1 time (hours)").fill("9000");
  await page.getByLabel("Engine 1 time since").selectOption("SMOH");
  await page.getByLabel("Engine 1 TBO (hours)").fill("3600");
  await page.getByLabel("Yes, ADS-B Out").check();
  await page.getByLabel("Autopilot").check();
  await page.getByLabel("Last inspection").fill(tomorrow);
  await page.getByLabel("Inspection programme").selectOption("phase");
  await page.getByRole("button", { name: "Publish" }).click();

  await expect(page.getByText("Engine 1: 9,000 hours is far above its TBO of 3,600; please check the hours")).toBeVisible();
  await expect(page.getByText("The last inspection cannot be in the future")).toBeVisible();
  await expect(page.getByLabel("Engine 1 make")).toHaveValue("Pratt & Whitney Canada");
  await expect(page.getByLabel("Number of engines")).toHaveValue("1");
  await expect(page.getByLabel("Yes, ADS-B Out")).toBeChecked();
  await expect(page.getByLabel("Autopilot")).toBeChecked();

  await page.getByLabel("Engine 1 time (hours)").fill("450");
  await page.getByLabel("Last inspection").fill("2026-03-14");
  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Your listing is live in the catalogue. Add photos next.");
  const id = /\/dashboard\/listings\/(\d+)\//.exec(page.url())?.[1];

  await page.goto(`/aircraft/${id}`);
  const sections = page.getByRole("region", { name: "Specifications" });
  await expect(sections.getByRole("heading", { level: 3 })).toHaveText(["Performance", "Airframe", "Engines", "Avionics", "Inspection status"]);
  await expect(sections).toContainText("Number of engines1");
  await expect(sections).toContainText("Pratt & Whitney Canada PT6A-67P");
  await expect(sections).toContainText("450 of 3,600 hours SMOH");
  await expect(sections).toContainText("ADS-B OutYes");
  await expect(sections).toContainText("Autopilot");
  await expect(sections).toContainText("Mar 14, 2026");
  await expect(page.getByRole("definition").filter({ hasText: "450 / 3,600 SMOH" })).toBeVisible();
  await expect(page.getByText(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
});

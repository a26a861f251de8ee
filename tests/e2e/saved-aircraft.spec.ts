import { expect } from "@playwright/test";
import { formatPrice } from "../../app/domain/catalog/price";
import { accountDetails, createConfirmedAccount, expectToast, PASSWORD, signIn, test } from "./support/accounts";
import { hydrated } from "./support/hydration";

test.describe("saving aircraft", () => {
  test("a visitor's heart asks to sign in, then the buyer saves, sees it on the dashboard and removes it", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await page.goto("/aircraft/1");
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const askingPrice = Number((await page.getByText(/^\$[\d,]+$/).first().textContent())!.replace(/[$,]/g, ""));

    await page.getByRole("link", { name: `Save ${name}` }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faircraft%2F1$/);
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page).toHaveURL(/\/aircraft\/1$/);

    await page.getByRole("button", { name: `Save ${name}` }).click();
    await expectToast(page, `${name} is saved to your dashboard.`);
    await expect(page.getByRole("button", { name: `Remove ${name} from saved aircraft` })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/dashboard");
    await expect(page.getByRole("definition").first()).toHaveText("1");
    // One saved aircraft: the budget range is its price.
    await expect(page.getByRole("definition").nth(3)).toHaveText(formatPrice(askingPrice));
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `Contact Seller about the ${name}` })).toHaveAttribute("href", "/aircraft/1/inquiry");
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await expectToast(page, `${name} is no longer saved.`);
    await expect(page.getByText("You have not saved any aircraft yet.")).toBeVisible();
  });

  test("the heart on a catalogue card saves and keeps the buyer's search", async ({ page, request }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    await page.goto("/catalog?category=helicopter&sort=price-low");
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const firstCard = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Save / }) }).first();
    const name = (await firstCard.getByRole("heading").textContent())!;
    await firstCard.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page).toHaveURL(/\/catalog\?category=helicopter&sort=price-low$/);
    await expectToast(page, `${name} is saved to your dashboard.`);
    await expect(page.getByRole("button", { name: `Remove ${name} from saved aircraft` })).toBeVisible();
    // With scripts the heart of the server's markup sends without loading a page (decision 053).
    expect(documents).toEqual(test.info().project.name === "js" ? [] : [expect.stringContaining("/save"), expect.stringContaining("/catalog?")]);
  });
});

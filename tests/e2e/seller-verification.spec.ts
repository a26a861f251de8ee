import { expect } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, mailTo, PASSWORD, test } from "./support/accounts";
import { operatorServer } from "./support/operator-server";
import { VERIFICATION_REOPENED } from "~/domain/sellers/offering-company";

// On the operator server, no other journey signs up as these sample sellers.
const SELLERS = {
  js: { email: "d.okafor@lakeshoreaircraft.example", listingId: 22 },
  "no-js": { email: "c.nguyen@pacificrimaircraft.example", listingId: 16 },
} as const;

test.describe("seller verification", () => {
  test.describe.configure({ timeout: 90_000 });
  test("a seller asks to be verified, an operator approves, and the badge appears beside the verified company alone, until a rename", async ({ page, browser, playwright }, testInfo) => {
    const server = operatorServer(testInfo.project.name);
    const project = testInfo.project.name === "js" ? "js" : "no-js";
    const target = SELLERS[project];
    const seller = { ...accountDetails("seller"), email: target.email };
    const legalName = `Lakeshore Aircraft Sales Ltd (${project})`;
    const request = await playwright.request.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.205.0.${project === "js" ? 1 : 2}` } });
    await createConfirmedAccount(request, seller, server.dataDir, server.baseUrl);
    await request.dispose();

    const visitor = await (await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled })).newPage();
    await visitor.goto(`${server.baseUrl}/aircraft/${target.listingId}`);
    const aircraft = (await visitor.getByRole("heading", { level: 1 }).textContent())!;
    const badge = visitor.locator("[data-badge=verified-seller]");
    await expect(badge).toHaveCount(0);

    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(seller.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expectToast(page, "Successfully signed in!");
    await page.getByRole("link", { name: "Ask to be verified" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seller verification");

    // Without a document: refused on the same page, what was typed kept.
    await page.getByLabel("Company legal name").fill(legalName);
    await page.getByLabel("Registration number").fill("08123456");
    await page.getByLabel("Country of registration").fill("United Kingdom");
    await page.getByLabel("Business address").fill("1 Hangar Road, Oxford OX5 1RA");
    await page.getByLabel("Business phone").fill("+44 1865 000000");
    await page.locator("form[method=post]").last().evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByText("Please choose the proof document")).toBeVisible();
    await expect(page.getByLabel("Company legal name")).toHaveValue(legalName);

    await page.getByLabel("Proof document").setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n% certificate of incorporation") });
    await page.getByRole("button", { name: "Send for review" }).click();
    await expectToast(page, "Your request is with our operators. We email you their decision.");
    await expect(page.getByText("Waiting for review")).toBeVisible();

    const operator = await (await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled })).newPage();
    await operator.goto(`${server.baseUrl}/login`);
    await operator.getByLabel("Email").fill(server.operator.email);
    await operator.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await operator.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expectToast(operator, "Successfully signed in!");
    await operator.goto(`${server.baseUrl}/operator`);
    await operator.getByRole("link", { name: "Verification requests waiting" }).click();
    const review = operator.getByRole("listitem").filter({ has: operator.getByRole("heading", { name: legalName }) });
    await expect(review).toContainText(seller.email);
    const document = await operator.request.get(await review.getByRole("link", { name: "certificate.pdf" }).getAttribute("href").then((href) => `${server.baseUrl}${href}`));
    expect(await document.text()).toContain("certificate of incorporation");
    for (const check of ["The proof document names this company", "The company register of the stated country", "The business address is the one"]) {
      await review.getByLabel(check).check();
    }
    await review.getByRole("button", { name: `Approve ${legalName}` }).click();
    await expectToast(operator, "Approved: the seller now shows the “Verified seller” badge, and was emailed.");
    await operator.context().close();

    const approval = await mailTo(server.dataDir, seller.email, legalName);
    expect(approval.subject).toBe("AeroMarket: you are a verified seller");

    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(aircraft);
    await expect(badge.first()).toBeVisible();
    await visitor.goto(`${server.baseUrl}/catalog?q=${encodeURIComponent(aircraft)}`);
    const card = visitor.getByRole("main").getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: aircraft, exact: true }) });
    await expect(card.locator("[data-badge=verified-seller]")).toBeVisible();

    await page.goto(`${server.baseUrl}/dashboard`);
    await expect(page.getByText("Verified seller", { exact: true })).toBeVisible();

    // The badge belongs to the verified company: another company typed on the listing shows
    // without it, and the verified seller is named as the one who listed it.
    await page.goto(`${server.baseUrl}/dashboard/listings/${target.listingId}/edit`);
    await page.getByRole("textbox", { name: "Company", exact: true }).fill("Jet Aviation AG");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Changes saved. Buyers see them now.");
    await visitor.goto(`${server.baseUrl}/aircraft/${target.listingId}`);
    const offeredBy = visitor.locator("#contact [data-offered-by]");
    await expect(offeredBy).toHaveText(`Offered by Jet Aviation AG · listed by ${legalName}`);
    await expect(visitor.locator("#contact [data-offered-by] + [data-badge=verified-seller]")).toBeVisible();
    await expect(badge).toHaveCount(1);
    await visitor.goto(`${server.baseUrl}/catalog?q=${encodeURIComponent(aircraft)}`);
    await expect(card.locator("[data-offered-by]")).toHaveText(`Offered by Jet Aviation AG · listed by ${legalName}`);
    await expect(card.locator("[data-offered-by] + [data-badge=verified-seller]")).toBeVisible();

    // The verified legal name on the listing: the badge beside it.
    await page.goto(`${server.baseUrl}/dashboard/listings/${target.listingId}/edit`);
    await page.getByRole("textbox", { name: "Company", exact: true }).fill(legalName.toUpperCase());
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Changes saved. Buyers see them now.");
    await visitor.goto(`${server.baseUrl}/aircraft/${target.listingId}`);
    await expect(offeredBy).toHaveText(`Offered by ${legalName}`);
    await expect(visitor.locator("#contact [data-offered-by] + [data-badge=verified-seller]")).toBeVisible();

    // Renaming the company after approval sends the request back to the operators: no badge meanwhile.
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByLabel("Company/Organization").fill("Gulfstream Aerospace Corporation");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expectToast(page, VERIFICATION_REOPENED);
    await visitor.goto(`${server.baseUrl}/aircraft/${target.listingId}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(aircraft);
    await expect(badge).toHaveCount(0);
    await visitor.context().close();
  });
});

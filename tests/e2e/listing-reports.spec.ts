import { expect } from "@playwright/test";
import { REPORT_RECEIVED } from "~/domain/reports/reports";
import { accountDetails, createConfirmedAccount, expectToast, mailTo, PASSWORD, test } from "./support/accounts";
import { operatorServer } from "./support/operator-server";

test.describe("reporting a listing", () => {
  test.describe.configure({ timeout: 90_000 });
  test("a buyer reports a listing, an operator hides it, and the buyer is emailed the outcome", async ({ page, browser, playwright }, testInfo) => {
    const server = operatorServer(testInfo.project.name);
    // Sample Skyline listings: no operator journey signs up as, suspends or hides Skyline.
    const listingId = testInfo.project.name === "js" ? 11 : 17;
    const buyer = accountDetails("buyer");
    const request = await playwright.request.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.204.0.${testInfo.project.name === "js" ? 1 : 2}` } });
    await createConfirmedAccount(request, buyer, server.dataDir, server.baseUrl);
    await request.dispose();

    // A visitor is asked to sign in first, and comes back to the form.
    await page.goto(`${server.baseUrl}/aircraft/${listingId}`);
    const aircraft = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await page.getByRole("link", { name: "Report this listing" }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/aircraft/${listingId}/report`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report this listing");
    await expect(page.getByText(`We email you at ${buyer.email}`)).toBeVisible();

    // "Something else" needs a note: refused on the same page, the choice kept.
    await page.getByLabel("Something else").check();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Please tell us what is wrong, in at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Something else")).toBeChecked();

    const note = `Sold at the Oshkosh auction last week (${buyer.email})`;
    await page.getByLabel("It is already sold").check();
    await page.getByLabel("What should we know?").fill(note);
    await page.getByRole("button", { name: "Send report" }).click();
    await expectToast(page, REPORT_RECEIVED);
    await expect(page).toHaveURL(`${server.baseUrl}/aircraft/${listingId}`);
    // The queue is the operators' alone: the buyer gets the site's 404, on a look and on a post.
    expect((await page.request.get(`${server.baseUrl}/operator/reports`)).status()).toBe(404);
    expect((await page.request.post(`${server.baseUrl}/operator/reports`, { form: { intent: "dismiss", reportId: "1", reason: "Not mine to decide" }, maxRedirects: 0 })).status()).toBe(404);

    const visitor = await playwright.request.newContext();
    const catalogueFor = async () => (await visitor.get(`${server.baseUrl}/catalog?q=${encodeURIComponent(aircraft)}`)).text();
    expect(await catalogueFor()).toContain(`href="/aircraft/${listingId}"`);

    const operatorPage = await (await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled })).newPage();
    await operatorPage.goto(`${server.baseUrl}/login`);
    await operatorPage.getByLabel("Email").fill(server.operator.email);
    await operatorPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await operatorPage.getByRole("button", { name: "Sign in as Buyer" }).click();
    await expectToast(operatorPage, "Successfully signed in!");
    await operatorPage.goto(`${server.baseUrl}/operator`);
    await operatorPage.getByRole("link", { name: "Open reports" }).click();
    await expect(operatorPage.getByRole("heading", { level: 1 })).toHaveText("Reported listings");
    const report = operatorPage.getByRole("listitem").filter({ hasText: note });
    await expect(report).toContainText(`${aircraft} (#${listingId})`);
    await expect(report).toContainText(`Reported by ${buyer.email}`);
    const reason = `The owner confirms it is sold (${testInfo.project.name})`;
    await report.getByLabel(/Your reason/).fill(reason);
    await report.getByRole("button", { name: "Hide listing" }).click();
    await expectToast(operatorPage, "The listing is hidden. The reporter was emailed the outcome.");
    await expect(operatorPage.getByText(note)).toHaveCount(0);
    await operatorPage.goto(`${server.baseUrl}/operator/audit`);
    await expect(operatorPage.getByRole("row").filter({ hasText: "hide-reported-listing" }).filter({ hasText: reason })).toHaveCount(1);
    await operatorPage.context().close();

    expect((await visitor.get(`${server.baseUrl}/aircraft/${listingId}`)).status()).toBe(404);
    expect(await catalogueFor()).not.toContain(`href="/aircraft/${listingId}"`);
    await visitor.dispose();

    const outcome = await mailTo(server.dataDir, buyer.email, "hid the listing");
    expect(outcome.subject).toBe("Your report: the listing is hidden");
    expect(outcome.text).toContain(aircraft);
  });
});

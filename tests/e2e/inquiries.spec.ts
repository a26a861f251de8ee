import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, signIn, signOut, test, uniqueEmail } from "./support/accounts";
import { SAMPLE_SELLERS } from "./support/sample-sellers";

/**
 * The inquiry dialog and the conversations that follow it, with and without
 * JavaScript. Each project writes to a different seller of the sample inventory,
 * whose contact email the test's seller account signs up with and so takes over.
 */
const SELLERS = SAMPLE_SELLERS.inquiries;
/** The names the sample listings of SELLERS give as their seller's. */
const SELLER_NAMES = { js: "Luca Brunner", "no-js": "Sarah Lindqvist" } as const;

function dialog(page: Page) {
  return page.getByRole("dialog");
}

async function expectDialogFor(page: Page, name: string) {
  await expect(page).toHaveURL(/\/aircraft\/\d+\/inquiry/);
  await expect(dialog(page).getByRole("heading", { name: `Professional Aircraft Inquiry - ${name}` })).toBeVisible();
  // The aircraft's page stays behind the dialog, wherever the dialog was opened from.
  await expect(page.locator("main h1")).toHaveText(name);
}

test.describe("the inquiry dialog", () => {
  test("opens from the detail page, greets with the aircraft, answers about the pre-buy inspection and keeps the conversation", async ({ page }, testInfo) => {
    const js = testInfo.project.name === "js";
    await page.goto("/aircraft/3");
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await page.getByRole("link", { name: "Email Seller" }).click();
    await expectDialogFor(page, name);
    const conversation = dialog(page).getByRole("list", { name: "Conversation" });
    await expect(conversation).toContainText(`inquiry assistant for the ${name}`);

    const question = dialog(page).getByLabel("Your question");
    if (js) await expect(question).toBeFocused();
    await question.fill("How long does a pre-buy inspection take?");
    const sentAt = Date.now();
    if (js) await question.press("Enter");
    else await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    if (js) {
      // The indicator shows for the spec's second: look for it first.
      await expect(dialog(page).getByLabel("The assistant is typing")).toBeVisible();
      await expect(conversation).toContainText("How long does a pre-buy inspection take?");
    }
    await expect(conversation).toContainText("typically takes 2-3 days and costs $3,000-8,000");
    if (js) expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);

    await page.reload();
    await expect(dialog(page).getByRole("list", { name: "Conversation" })).toContainText("2-3 days");

    await dialog(page).getByText("Inspection & Delivery").click();
    await dialog(page).getByRole("button", { name: "Use these questions" }).filter({ visible: true }).click();
    await expect(dialog(page).getByLabel("Your question")).toHaveValue(/Can I arrange a pre-buy inspection\?\nWhere is the aircraft located\?/);

    await dialog(page).getByRole("link", { name: "Generate Inquiry" }).click();
    const draft = dialog(page).getByRole("textbox", { name: "Message" });
    await expect(draft).toHaveValue(/^Dear .+,\n\nI am interested in the /);
    await expect(draft).toHaveValue(/- How long does a pre-buy inspection take\?/);
    await dialog(page).getByRole("link", { name: "Cancel" }).click();
    await expect(draft).toBeHidden();

    if (js) {
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/aircraft\/3$/);
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByRole("link", { name: "Email Seller" })).toBeFocused();
    } else {
      await dialog(page).getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(/\/aircraft\/3$/);
    }
  });

  test("opens from a catalogue card and from a match result", async ({ page }) => {
    await page.goto("/catalog");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "View Details" }) }).first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.getByRole("link", { name: /^Contact/ }).click();
    await expectDialogFor(page, name);
    await page.goBack();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(dialog(page)).toBeHidden();

    await page.goto("/ai-match?role=buyer&aircraftType=single-engine&budget=150000&usage=training&run=1");
    const result = page.getByRole("list", { name: "Matches" }).locator(":scope > li").first();
    await expect(result).toBeVisible({ timeout: 10_000 });
    const matchName = (await result.getByRole("heading").first().textContent())!;
    await result.getByRole("link", { name: /Contact Seller/ }).click();
    await expectDialogFor(page, matchName);
  });
});

test.describe("direct messages and conversations", () => {
  test("a buyer writes, the seller replies from the Inquiries tab, the buyer reads it, and no one else can", async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const target = SELLERS[testInfo.project.name as keyof typeof SELLERS];
    const seller = { ...accountDetails("seller"), email: target.email };
    const buyer = accountDetails("buyer");
    const stranger = accountDetails("buyer", "Nosy");
    await Promise.all([createConfirmedAccount(request, seller), createConfirmedAccount(request, buyer), createConfirmedAccount(request, stranger)]);

    await signIn(page, buyer.email);
    await page.goto(`/aircraft/${target.listingId}`);
    const aircraft = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const price = (await page.getByText(/^\$[\d,]+$/).first().textContent())!;
    await page.getByRole("link", { name: "Email Seller" }).click();
    await dialog(page).getByRole("link", { name: "Contact Seller Directly" }).click();
    await expect(dialog(page).getByLabel("Name")).toHaveValue(`${buyer.firstName} ${buyer.lastName}`);
    await expect(dialog(page).getByLabel("Email")).toHaveValue(buyer.email);
    await expect(dialog(page).getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog(page).getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(dialog(page).getByLabel("Phone")).toHaveAttribute("type", "tel");

    // Nothing typed is lost when the form is refused.
    await dialog(page).getByLabel("Name").fill("");
    await dialog(page).getByLabel("Phone").fill("+1 555 010 3000");
    await dialog(page).getByRole("textbox", { name: "Message" }).fill("Is the logbook complete since new?");
    await dialog(page).getByRole("button", { name: "Send Message" }).click();
    await expect(dialog(page).getByText("Please enter your name")).toBeVisible();
    await expect(dialog(page).getByRole("textbox", { name: "Message" })).toHaveValue("Is the logbook complete since new?");
    await expect(dialog(page).getByLabel("Phone")).toHaveValue("+1 555 010 3000");

    await dialog(page).getByLabel("Name").fill(`${buyer.firstName} ${buyer.lastName}`);
    await dialog(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Your message has been sent to the seller!");
    // Without scripts the browser keeps the form's #message-seller through the redirect: nothing on the page bears it.
    await expect(page).toHaveURL(new RegExp(`/aircraft/${target.listingId}(#message-seller)?$`));
    await expect(dialog(page)).toBeHidden();

    await signOut(page);
    await signIn(page, seller.email);
    await page.goto("/dashboard?tab=inquiries");
    const row = page.getByRole("listitem").filter({ hasText: "Is the logbook complete since new?" });
    await expect(row).toContainText(aircraft);
    await expect(row).toContainText(`${buyer.firstName} ${buyer.lastName}`);
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: /^Reply/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/inquiries\/\d+$/);
    const threadUrl = page.url();
    // Both sides read whom the aircraft is offered by and at what price.
    const heading = page.getByRole("main");
    await expect(heading.getByText(price, { exact: true })).toBeVisible();
    await expect(heading.getByText(SELLER_NAMES[testInfo.project.name as keyof typeof SELLER_NAMES], { exact: true })).toBeVisible();
    await page.getByLabel(`Reply to ${buyer.firstName} ${buyer.lastName}`).fill("Yes, complete logbooks since new. Happy to share scans. Note our bank details have changed.");
    await page.getByRole("button", { name: "Send Reply" }).click();
    await expectToast(page, "Your reply was sent.");
    await page.goto("/dashboard?tab=inquiries");
    await expect(page.getByRole("listitem").filter({ hasText: "Is the logbook complete since new?" }).getByText("Replied", { exact: true })).toBeVisible();

    await signOut(page);
    await signIn(page, stranger.email);
    const refused = await page.goto(threadUrl);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();

    await signOut(page);
    await signIn(page, buyer.email);
    await page.goto("/dashboard?tab=my-inquiries");
    await expect(page.getByRole("definition").nth(2)).toHaveText("1");
    await page.getByRole("link", { name: new RegExp(`^View Conversation: ${aircraft}`) }).click();
    await expect(page.getByRole("list", { name: "Conversation" })).toContainText("Yes, complete logbooks since new. Happy to share scans.");
    // The seller's words carry the marks of a changed-bank-details fraud: the buyer is warned under them.
    await expect(page.getByRole("note", { name: "Safety warning" })).toContainText("This message mentions new or changed bank details.");
    await expect(page.getByRole("main").getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(SELLER_NAMES[testInfo.project.name as keyof typeof SELLER_NAMES], { exact: true })).toBeVisible();
  });
});

test.describe("direct messages sent twice or by scripts", () => {
  /** Outbox messages that contain the marker, all of them or only those to (or not to) one address. */
  function mailsContaining(marker: string, recipient?: { to?: string; notTo?: string }): number {
    const outbox = path.join(process.env.E2E_DATA_DIR!, "mail");
    return readdirSync(outbox)
      // Quoted-printable soft breaks joined, so a marker that a long line split is found whole.
      .map((file) => readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, ""))
      .filter((mail) => mail.includes(marker))
      // The To header itself, not Reply-To.
      .filter((mail) => (recipient?.to === undefined ? true : mail.includes(`\nTo: ${recipient.to}`)))
      .filter((mail) => (recipient?.notTo === undefined ? true : !mail.includes(`\nTo: ${recipient.notTo}`))).length;
  }

  test("a signed-in buyer cannot write as someone else's address", async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "No page is involved in the post: one run is enough.");
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    const marker = `impostor-${randomUUID()}`;
    const victim = uniqueEmail("victim");
    const answer = await page.request.post("/aircraft/10/inquiry?direct=1", {
      form: { intent: "send", name: "Someone Else", email: victim, message: `${marker} Still for sale?`, idempotencyKey: randomUUID() },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    await expect.poll(() => mailsContaining(marker)).toBe(1);
    expect(mailsContaining(victim)).toBe(0);
  });

  // Listing 10 is a sample listing: its messages go to the support inbox's address (SUPPORT_EMAIL), not to a made-up seller.
  test("a double submit reaches the recipient once; a filled honeypot reaches no one", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "No page is involved: one run is enough.");
    const marker = `double-${randomUUID()}`;
    const form = { intent: "send", name: "Amelia Hart", email: uniqueEmail("amelia"), message: `${marker} Still for sale?`, idempotencyKey: randomUUID() };
    const answers = await Promise.all([0, 1].map(() => request.post("/aircraft/10/inquiry?direct=1", { form, maxRedirects: 0 })));
    for (const answer of answers) {
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe("/aircraft/10");
    }
    // One to the support inbox, and the guest's own copy (with the link that joins it to an account) once.
    await expect.poll(() => mailsContaining(marker, { notTo: form.email })).toBe(1);
    await expect.poll(() => mailsContaining(marker, { to: form.email })).toBe(1);

    const bot = `honeypot-${randomUUID()}`;
    const trapped = await request.post("/aircraft/10/inquiry?direct=1", {
      form: { ...form, message: `${bot} Buy followers`, idempotencyKey: randomUUID(), website: "https://spam.example" },
      maxRedirects: 0,
    });
    expect(trapped.status()).toBe(400);
    expect(await trapped.text()).toContain("Your message was not sent. Please send it again.");
    expect(mailsContaining(bot)).toBe(0);
  });
});

import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { accountDetails, createConfirmedAccount, expectToast, mailTo, test } from "./support/accounts";
import { fillListing } from "./support/listing-editor";

/**
 * A listing's logbooks and records, with and without JavaScript: the seller uploads an
 * on-request logbook and a public spec sheet; a visitor sees both names and downloads
 * only the spec sheet; a buyer asks for the logbooks, the seller shares them from the
 * conversation, and that buyer alone opens the PDF until the seller takes it back.
 */

/** The smallest PDF a viewer opens: one blank page, made here rather than kept as a file. */
function tinyPdf(title: string): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
    `<< /Title (${title}) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Another person in their own browser context, from their own address: a visitor, or a signed-in buyer. */
async function personIn(browser: Browser, baseURL: string, javaScriptEnabled: boolean, buyerName?: string) {
  const octet = () => 1 + (randomBytes(1)[0]! % 254);
  const context = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` } });
  const account = buyerName ? accountDetails("buyer", buyerName) : null;
  // Confirming the email through the context's own request signs it in.
  if (account) await createConfirmedAccount(context.request, account);
  return { page: await context.newPage(), account, close: () => context.close() };
}

async function uploadDocument(page: Page, file: { name: string; buffer: Buffer }, title: string, access: "Public" | "On request") {
  await page.getByLabel("File", { exact: true }).setInputFiles({ ...file, mimeType: "application/pdf" });
  await page.getByLabel("Name buyers see").fill(title);
  await page.getByRole("radio", { name: new RegExp(`^${access}`) }).check();
  await page.getByRole("button", { name: "Upload Document" }).click();
}

async function status(page: Page, path: string): Promise<number> {
  return (await page.request.get(path, { maxRedirects: 0 })).status();
}

test("a seller shares an on-request logbook with one buyer from the inquiry; everyone else sees its name and gets a 404", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === "js";
  const seller = accountDetails("seller");
  const model = `PC12${randomBytes(3).toString("hex").toUpperCase()}`;
  const aircraft = { model, name: `2016 Pilatus ${model}` };

  // Confirming the email through the page's own context signs the seller in there.
  await createConfirmedAccount(page.request, seller);
  await page.goto("/dashboard/listings/new");
  await fillListing(page, aircraft);
  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Your listing is live in the catalogue. Add photos next.");
  const listingId = /\/dashboard\/listings\/(\d+)\/edit$/.exec(page.url())![1]!;
  const checklistLine = page.getByRole("list", { name: "What buyers look for" }).getByRole("listitem").filter({ hasText: "Logbooks and documents" });
  await expect(checklistLine).toContainText("to do: The logbooks or a spec sheet");
  await page.getByRole("link", { name: "Add documents" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Documents of the ${aircraft.name}`);

  // A program named like a PDF is refused by its content, and nothing typed is lost.
  await uploadDocument(page, { name: "logbook.pdf", buffer: Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode.", "latin1") }, "Airframe logbooks", "On request");
  await expect(page.getByRole("alert")).toContainText('"logbook.pdf" is not a PDF, JPEG, PNG or WebP file.');
  await expect(page.getByLabel("Name buyers see")).toHaveValue("Airframe logbooks");
  await expect(page.getByText("No documents yet.")).toBeVisible();

  await uploadDocument(page, { name: "logbooks.pdf", buffer: tinyPdf("Airframe logbooks") }, "Airframe logbooks", "On request");
  await expectToast(page, "Document added.");
  await uploadDocument(page, { name: "spec.pdf", buffer: tinyPdf("Spec sheet") }, "Spec sheet", "Public");
  await expectToast(page, "Document added.");
  const documents = page.getByRole("list", { name: "Your documents" });
  await expect(documents.getByRole("listitem")).toHaveCount(2);
  const logbookPath = (await documents.getByRole("link", { name: "Airframe logbooks" }).getAttribute("href"))!;
  const specPath = (await documents.getByRole("link", { name: "Spec sheet" }).getAttribute("href"))!;
  await page.getByRole("link", { name: "Edit listing" }).click();
  await expect(checklistLine).toHaveText("✓Logbooks and documents: done");

  const visitor = await personIn(browser, baseURL!, js);
  const buyer = await personIn(browser, baseURL!, js, "Amelia");
  const otherBuyer = await personIn(browser, baseURL!, js, "Nosy");
  try {
    // A visitor sees both documents, downloads the public one, and only the name of the other.
    await visitor.page.goto(`/aircraft/${listingId}`);
    const section = visitor.page.getByRole("region", { name: "Logbooks and Documents" });
    await expect(section.getByRole("link", { name: "Spec sheet" })).toHaveAttribute("href", specPath);
    await expect(section.getByText("Airframe logbooks")).toBeVisible();
    await expect(section.getByRole("link", { name: "Airframe logbooks" })).toHaveCount(0);
    await expect(section).toContainText("PDF");
    const spec = await visitor.page.request.get(specPath);
    expect(spec.status()).toBe(200);
    expect(spec.headers()["content-type"]).toBe("application/pdf");
    expect(spec.headers()["content-disposition"]).toContain('filename="Spec sheet.pdf"');
    expect(await status(visitor.page, logbookPath)).toBe(404);

    // The buyer asks for the logbooks; until the seller shares them, they get the same 404.
    await buyer.page.goto(`/aircraft/${listingId}`);
    await buyer.page.getByRole("link", { name: "Email Seller" }).click();
    const dialog = buyer.page.getByRole("dialog");
    await dialog.getByRole("link", { name: "Contact Seller Directly" }).click();
    await dialog.getByRole("textbox", { name: "Message" }).fill("Could you share the airframe logbooks, please?");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expectToast(buyer.page, "Your message has been sent to the seller!");
    expect(await status(buyer.page, logbookPath)).toBe(404);

    // The seller shares them from the conversation, in one click.
    const buyerName = `${buyer.account!.firstName} ${buyer.account!.lastName}`;
    await page.goto("/dashboard?tab=inquiries");
    await page.getByRole("listitem").filter({ hasText: "Could you share the airframe logbooks" }).getByRole("link", { name: /^Reply/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/inquiries\/\d+$/);
    await page.getByRole("button", { name: `Share Airframe logbooks with ${buyerName}` }).click();
    await expectToast(page, "Shared: the buyer can open the document from this conversation and the listing page.");
    await expect(page.getByRole("list", { name: "Documents on request" })).toContainText("Shared");
    const shareMail = await mailTo(process.env.E2E_DATA_DIR!, buyer.account!.email, 'shared "Airframe logbooks" with you');
    expect(shareMail.text).toContain(new URL(page.url()).pathname);

    // That buyer opens the PDF, from the listing page too; another buyer and the visitor still get a 404.
    const logbook = await buyer.page.request.get(logbookPath);
    expect(logbook.status()).toBe(200);
    expect(logbook.headers()["content-type"]).toBe("application/pdf");
    expect((await logbook.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await buyer.page.goto(`/aircraft/${listingId}`);
    await expect(buyer.page.getByRole("region", { name: "Logbooks and Documents" }).getByRole("link", { name: "Airframe logbooks" })).toHaveAttribute("href", logbookPath);
    expect(await status(otherBuyer.page, logbookPath)).toBe(404);
    expect(await status(visitor.page, logbookPath)).toBe(404);

    // Taken back in one click: the buyer's access ends.
    await page.getByRole("button", { name: `Stop sharing Airframe logbooks with ${buyerName}` }).click();
    await expectToast(page, "No longer shared: the buyer cannot open the document any more.");
    expect(await status(buyer.page, logbookPath)).toBe(404);
  } finally {
    await Promise.all([visitor.close(), buyer.close(), otherBuyer.close()]);
  }
});

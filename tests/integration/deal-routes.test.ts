/**
 * The deal room's addresses on the built server, as a browser meets them (`npm run build`
 * first): only the conversation's buyer and seller reach the page or a step; a stranger,
 * another buyer of the same aircraft and a signed-out visitor get the same 404, never a
 * sign-in redirect that would say the deal exists. The buyer's phone reaches the seller's
 * thread once terms are agreed, and the listing editor refuses a status while the deal
 * holds the aircraft.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEPT_STATUS_MESSAGES } from "~/domain/deals/listing-hold";
import { BUYER_PHONE_AT_TERMS } from "~/domain/deals/phone-sharing";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { createListingOn, sendTo, signUpOn } from "../support/site-accounts";

const PHONE = "+1 555 010 7373";

let server: BuiltServer;
let seller: string;
let buyer: string;
let otherBuyer: string;
let stranger: string;
let listingId: number;
let inquiryId: number;

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function inquire(cookie: string, email: string, phone: string): Promise<void> {
  const fields = { name: "Amelia Hart", email, phone, message: "Would you take an offer?", idempotencyKey: randomUUID() };
  const sent = await sendTo(server, `/aircraft/${listingId}/inquiry?direct=1`, { method: "POST", body: form(fields), cookie });
  expect(sent.status).toBe(302);
}

const step = (cookie: string | undefined, fields: Record<string, string>) =>
  sendTo(server, `/dashboard/inquiries/${inquiryId}/deal`, { method: "POST", body: form(fields), ...(cookie ? { cookie } : {}) });

beforeAll(async () => {
  server = await startBuiltServer();
  const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
  const [buyerEmail, otherEmail] = [email("buyer"), email("other")];
  [seller, buyer, otherBuyer, stranger] = [
    await signUpOn(server, "seller", "deal"),
    await signUpOn(server, "buyer", "deal", buyerEmail),
    await signUpOn(server, "buyer", "other", otherEmail),
    await signUpOn(server, "buyer", "stranger"),
  ];
  listingId = await createListingOn(server, seller, "publish");
  await inquire(buyer, buyerEmail, PHONE);
  await inquire(otherBuyer, otherEmail, "");
  const mine = await (await sendTo(server, "/dashboard?tab=my-inquiries", { cookie: buyer })).text();
  inquiryId = Number(/\/dashboard\/inquiries\/(\d+)/.exec(mine)![1]);
}, 180_000);

afterAll(async () => {
  await server?.remove();
});

describe("the deal room's page and steps", { timeout: 60_000 }, () => {
  it("answer a signed-out visitor, a stranger and another buyer of the aircraft with the same 404, the visitor's offering to sign in", async () => {
    const address = `/dashboard/inquiries/${inquiryId}/deal`;
    for (const cookie of [undefined, stranger, otherBuyer]) {
      const page = await sendTo(server, address, cookie ? { cookie } : {});
      expect(page.status).toBe(404);
      const text = await page.text();
      expect(text).toContain("Oops! Page not found");
      expect(text.includes(`href="/login?redirectTo=%2Fdashboard%2Finquiries%2F${inquiryId}%2Fdeal"`)).toBe(cookie === undefined);
      const posted = await step(cookie, { step: "accept", note: "" });
      expect(posted.status).toBe(404);
      expect(posted.headers.get("location")).toBeNull();
      // A refused form says nothing either: the 404 comes before the form's messages.
      expect((await step(cookie, { step: "offer" })).status).toBe(404);
    }
    // The same for a conversation that does not exist.
    expect((await sendTo(server, "/dashboard/inquiries/999999/deal")).status).toBe(404);
    for (const cookie of [buyer, seller]) expect((await sendTo(server, address, { cookie })).status).toBe(200);
  });

  it("show the seller the buyer's phone once terms are agreed, and keep the listing's status from the editor while the deal holds it", async () => {
    const thread = async () => (await sendTo(server, `/dashboard/inquiries/${inquiryId}`, { cookie: seller })).text();
    expect(await thread()).not.toContain(PHONE);
    expect(await thread()).toContain(BUYER_PHONE_AT_TERMS.replaceAll("'", "&#x27;"));
    const terms = {
      step: "offer",
      price: "4000000",
      deposit: "150000",
      escrowAgent: "Aero Title & Escrow, Oklahoma City",
      inspectionScope: "Pre-buy with borescope",
      inspectionPlace: "Denver, CO",
      whoPaysWhat: "Buyer pays the inspection",
      deliveryPlace: "Denver, CO",
      targetClosing: "2027-03-01",
      expiresInHours: "72",
    };
    expect((await step(buyer, terms)).status).toBe(302);
    expect((await step(seller, { step: "accept", note: "" })).status).toBe(302);
    expect(await thread()).toContain(PHONE);

    const edit = `/dashboard/listings/${listingId}/edit`;
    const refused = await sendTo(server, edit, { method: "POST", body: form({ intent: "status", status: "active" }), cookie: seller });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(KEPT_STATUS_MESSAGES.pending.replaceAll("'", "&#x27;"));
    expect(page).not.toContain("Mark Sold");
  });
});

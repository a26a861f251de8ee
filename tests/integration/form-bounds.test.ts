/**
 * What a submission may describe, on the built server as a client meets it (`npm run
 * build` first), for every form of the site, signed out, as a buyer, a seller and an
 * operator:
 * - a field named with a huge list index (`zz[4000000]=a`, 60 bytes, which Conform read
 *   as four million entries and the refused form sent back: seconds of CPU, and a stack
 *   overflow on the listing editor's lists) is refused with a 4xx in under 100 ms, while
 *   another request is answered at once;
 * - a refused form's reply sends back the schema's fields, not a field it does not know;
 * - a NUL in any of its fields is never a 500 (PostgreSQL refuses U+0000 in text), and a
 *   multi-line text says what is wrong with it.
 * With TEST_DATABASE_URL the server runs on that PostgreSQL (two workers), else on PGlite.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "~/domain/zod";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { listingForm } from "../support/listing-form";
import { createListingOn, sendTo, signUpOn } from "../support/site-accounts";
import { openScratchPostgres, type TestDatabase } from "./test-database";

type Who = "visitor" | "buyer" | "seller" | "operator";
type Form = { form: string; path: string; who: Who; fields: Record<string, string>; multipart?: boolean };

const NUL_TEXT = "Aircraft \u0000 text of some length, with a NUL";
/** The 60-byte body of the report: one field, a list index of four million. */
const HUGE_INDEX = "zz[4000000]=a";

let dataDir: string;
let postgres: (TestDatabase & { url: string }) | undefined;
let databaseUrl: string | undefined;
let server: BuiltServer;
const cookies: Record<Who, string> = { visitor: "", buyer: "", seller: "", operator: "" };
let forms: Form[];

const serverEnv = () => ({ DATABASE_URL: databaseUrl ?? "", WEB_CONCURRENCY: "2", SUPPORT_EMAIL: "support@aeromarket.test" });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-form-bounds-"));
  postgres = process.env.TEST_DATABASE_URL ? await openScratchPostgres(process.env.TEST_DATABASE_URL) : undefined;
  databaseUrl = postgres?.url;
  const first = await startBuiltServer({ dataDir, env: serverEnv() });
  const operatorEmail = `olivia.operator.${Date.now()}@example.com`;
  const operatorCookie = await signUpOn(first, "buyer", "operator", operatorEmail);
  await first.stop("SIGTERM");
  // Someone with the server's shell makes the operator, as the README says (PGlite is one process's: the server is stopped meanwhile).
  await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/operator.ts", "grant", operatorEmail], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", NODE_ENV: "production" },
  });
  server = await startBuiltServer({ dataDir, env: serverEnv() });
  cookies.operator = operatorCookie;
  cookies.seller = await signUpOn(server, "seller", "bounds");
  cookies.buyer = await signUpOn(server, "buyer", "bounds");
  const listingId = await createListingOn(server, cookies.seller, "publish");
  const inquiry = await sendTo(server, `/aircraft/${listingId}/inquiry`, {
    method: "POST",
    cookie: cookies.buyer,
    body: new URLSearchParams({ intent: "send", name: "Amelia Hart", email: "ignored@example.com", message: "Is the logbook complete?", idempotencyKey: "bounds-test-inquiry-0001" }),
  });
  expect(inquiry.status).toBe(302);
  const threadId = /\/dashboard\/inquiries\/(\d+)/.exec(await (await sendTo(server, "/dashboard?tab=my-inquiries", { cookie: cookies.buyer })).text())?.[1];
  const messageId = /name="messageId" value="(\d+)"/.exec(await (await sendTo(server, `/dashboard/inquiries/${threadId}/report`, { cookie: cookies.seller })).text())?.[1] ?? "1";
  await sendTo(server, "/contact", { method: "POST", body: new URLSearchParams({ name: "Amelia", email: "amelia@example.com", topic: "buying", message: "Is the Citation still for sale?" }) });
  await sendTo(server, "/saved-searches", { method: "POST", cookie: cookies.buyer, body: new URLSearchParams({ kind: "catalog", name: "Turboprops", frequency: "weekly", category: "turboprop" }) });
  const savedSearchId = /\/saved-searches\/(\d+)/.exec(await (await sendTo(server, "/dashboard?tab=saved-searches", { cookie: cookies.buyer })).text())?.[1];
  expect(threadId).toBeDefined();
  expect(savedSearchId).toBeDefined();
  forms = everyForm({ listingId, threadId: threadId!, messageId, savedSearchId: savedSearchId! });
}, 240_000);

afterAll(async () => {
  await server?.remove();
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function everyForm(ids: { listingId: number; threadId: string; messageId: string; savedSearchId: string }): Form[] {
  const listing = Object.fromEntries(Object.entries(listingForm({ intent: "draft" })).map(([name, value]) => [name, Array.isArray(value) ? value.join("\n") : String(value)]));
  const aviation = { "engines[0].make": "Pratt & Whitney", "engines[0].model": "PT6A-67P", "equipment.other": "Oxygen", "history.damage": "yes", "history.damageDescription": "Hail, repaired" };
  const password = "Runway-09-Left";
  return [
    { form: "contact", path: "/contact", who: "visitor", fields: { name: "Amelia", email: "amelia@example.com", topic: "buying", message: "Is the Citation still for sale?" } },
    { form: "sign-in", path: "/login", who: "visitor", fields: { email: "amelia@example.com", password, redirectTo: "/dashboard" } },
    {
      form: "registration",
      path: "/register",
      who: "visitor",
      fields: { userType: "seller", firstName: "Amelia", lastName: "Hart", email: "new@example.com", phone: "+1 555 010 2000", company: "Hart", password, confirmPassword: password, agreeToTerms: "on" },
    },
    { form: "forgot-password", path: "/forgot-password", who: "visitor", fields: { email: "amelia@example.com" } },
    { form: "reset-password", path: "/reset-password", who: "buyer", fields: { password, confirmPassword: password } },
    { form: "AI match", path: "/ai-match", who: "visitor", fields: { role: "buyer", aircraftType: "turboprop", additionalNotes: "Short strips" } },
    { form: "inquiry", path: `/aircraft/${ids.listingId}/inquiry`, who: "visitor", fields: { intent: "send", name: "Amelia", email: "amelia@example.com", phone: "+1 555", message: "Is it still for sale?", idempotencyKey: "bounds-test-inquiry-0002" } },
    { form: "assistant question", path: `/aircraft/${ids.listingId}/inquiry`, who: "visitor", fields: { intent: "ask", question: "When was the last annual?" } },
    { form: "listing report", path: `/aircraft/${ids.listingId}/report`, who: "buyer", fields: { reason: "other", note: "The price looks like a typo" } },
    { form: "save aircraft", path: `/aircraft/${ids.listingId}/save`, who: "buyer", fields: { intent: "save", redirectTo: "/catalog" } },
    { form: "reply", path: `/dashboard/inquiries/${ids.threadId}`, who: "seller", fields: { message: "Yes, complete since new.", idempotencyKey: "bounds-test-reply-000001" } },
    { form: "message report", path: `/dashboard/inquiries/${ids.threadId}/report`, who: "seller", fields: { messageId: ids.messageId, reason: "other", note: "Asks to pay off the site" } },
    { form: "document share", path: `/dashboard/inquiries/${ids.threadId}/documents`, who: "seller", fields: { intent: "share", documentId: "1" } },
    { form: "new listing", path: "/dashboard/listings/new", who: "seller", fields: { ...listing, ...aviation } },
    { form: "listing editor", path: `/dashboard/listings/${ids.listingId}/edit`, who: "seller", fields: { ...listing, ...aviation, intent: "save" } },
    { form: "listing status", path: `/dashboard/listings/${ids.listingId}/edit`, who: "seller", fields: { intent: "status", status: "pending" } },
    { form: "photo change", path: `/dashboard/listings/${ids.listingId}/photos`, who: "seller", fields: { intent: "cover", photoId: "1" } },
    { form: "document change", path: `/dashboard/listings/${ids.listingId}/documents`, who: "seller", fields: { intent: "access", documentId: "1", access: "public" } },
    { form: "document upload", path: `/dashboard/listings/${ids.listingId}/documents`, who: "seller", multipart: true, fields: { intent: "upload", name: "Airframe logbook", access: "public" } },
    {
      form: "verification",
      path: "/dashboard/verification",
      who: "seller",
      multipart: true,
      fields: { legalName: "Hart Aviation LLC", registrationNumber: "12345", country: "United States", businessAddress: "1 Runway Road\nDenver, CO", phone: "+1 555 010 2000" },
    },
    { form: "profile", path: "/settings", who: "seller", fields: { intent: "profile", firstName: "Amelia", lastName: "Hart", phone: "+1 555 010 2000", company: "Hart Aviation" } },
    { form: "password change", path: "/settings", who: "buyer", fields: { intent: "password", currentPassword: "wrong", password, confirmPassword: password } },
    { form: "notifications", path: "/settings", who: "buyer", fields: { intent: "notifications", inquiryEmails: "on" } },
    { form: "close account", path: "/settings/close", who: "buyer", fields: { password: "wrong password" } },
    { form: "save search", path: "/saved-searches", who: "buyer", fields: { kind: "catalog", name: "Citations", frequency: "weekly", q: "citation", manufacturer: "Cessna", returnTo: "/catalog" } },
    { form: "saved search", path: `/saved-searches/${ids.savedSearchId}`, who: "buyer", fields: { name: "Turboprops", frequency: "daily" } },
    { form: "aircraft alerts", path: "/aircraft-alerts", who: "buyer", fields: { aircraftAlerts: "on" } },
    { form: "support answer", path: "/operator/support/1", who: "operator", fields: { answer: "Yes, it is: write to the seller from its page." } },
    { form: "account moderation", path: "/operator/accounts", who: "operator", fields: { intent: "suspend", accountId: "00000000-0000-4000-8000-000000000000", reason: "Spam in every message" } },
    { form: "listing moderation", path: "/operator/listings", who: "operator", fields: { intent: "hide", listingId: String(ids.listingId + 1000), reason: "Not an aircraft for sale" } },
    { form: "report decision", path: "/operator/reports", who: "operator", fields: { intent: "dismiss", reportId: "1000", reason: "Checked, nothing wrong" } },
    { form: "verification decision", path: "/operator/verifications", who: "operator", fields: { intent: "refuse", requestId: "1000", reason: "The document is unreadable" } },
  ];
}

function post(form: Form, body: BodyInit) {
  return sendTo(server, form.path, { method: "POST", body, cookie: cookies[form.who], headers: typeof body === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {} });
}

function bodyOf(form: Form, fields: Record<string, string>): BodyInit {
  if (!form.multipart) return new URLSearchParams(fields);
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(name, value);
  multipart.append(form.path.endsWith("verification") ? "document" : "file", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "proof.pdf", { type: "application/pdf" }));
  return multipart;
}

/** The fastest of up to five tries (a busy machine delays any one; the stall this guards against was in every try), and how long another request took meanwhile. */
async function timed(send: () => Promise<Response>): Promise<{ status: number; ms: number; otherMs: number }> {
  let best = { status: 0, ms: Infinity, otherMs: Infinity };
  for (let attempt = 0; attempt < 5 && best.ms >= 100; attempt += 1) {
    const started = performance.now();
    const other = fetch(`${server.baseUrl}/readyz`).then(async (response) => {
      await response.arrayBuffer();
      return performance.now() - started;
    });
    const response = await send();
    await response.arrayBuffer();
    const ms = performance.now() - started;
    const otherMs = await other;
    if (ms < best.ms) best = { status: response.status, ms, otherMs };
  }
  return best;
}

describe("a field named with a huge list index", { timeout: 120_000 }, () => {
  it("is 60 bytes or so", () => {
    expect(`POST /contact HTTP/1.1\r\n\r\n${HUGE_INDEX}`.length).toBeLessThanOrEqual(60);
  });

  it("is refused with a 4xx in under 100 ms on every form, while another request is answered at once", async () => {
    const answers: string[] = [];
    for (const form of forms) {
      const { status, ms, otherMs } = await timed(() => post(form, HUGE_INDEX));
      answers.push(`${form.form}: ${status} in ${ms.toFixed(0)} ms (another request ${otherMs.toFixed(0)} ms)`);
      expect.soft(status, form.form).toBeGreaterThanOrEqual(400);
      expect.soft(status, form.form).toBeLessThan(500);
      expect.soft(ms, form.form).toBeLessThan(100);
      expect.soft(otherMs, form.form).toBeLessThan(100);
    }
    console.log(answers.join("\n"));
  });

  it.each([
    ["the listing editor's engines", "engines[4000000].make=a"],
    ["the listing editor's propellers", "propellers[4000000].sinceOverhaulHours=1"],
    ["the listing editor's equipment", "equipment.items[4000000]=gps"],
    ["a name of many parts", `${"a.".repeat(20)}b=1`],
    ["a name of 300 characters", `${"n".repeat(300)}=1`],
    ["1,001 fields", Array.from({ length: 1001 }, (_, index) => `f${index}=1`).join("&")],
  ])("refuses %s with 400 and the site's page", async (_case, body) => {
    const form = forms.find((entry) => entry.form === "listing editor")!;
    const { status, ms } = await timed(() => post(form, body));
    expect(status).toBe(400);
    expect(ms).toBeLessThan(100);
    expect(await (await post(form, body)).text()).toContain("That request could not be read");
  });

  it("in an address is refused with 400 (the AI match reads its query as a form)", async () => {
    const { status, ms } = await timed(() => sendTo(server, `/ai-match?role=buyer&run=1&${HUGE_INDEX}`));
    expect(status).toBe(400);
    expect(ms).toBeLessThan(100);
  });

  it("as a Conform list intent is not acted on", async () => {
    const form = forms.find((entry) => entry.form === "listing editor")!;
    const intent = JSON.stringify({ type: "insert", payload: { name: "engines", index: 4_000_000 } });
    const { status, ms } = await timed(() => post(form, new URLSearchParams({ ...form.fields, name: "", __intent__: intent }).toString()));
    expect(status).toBe(400);
    expect(ms).toBeLessThan(100);
  });
});

describe("a refused form's reply", () => {
  it("sends back the fields its schema has, and no other", async () => {
    const response = await sendTo(server, "/contact.data", {
      method: "POST",
      body: new URLSearchParams({ name: "Amelia", email: "not an address", topic: "buying", message: "Hello there, still for sale?", unknownField: "echo-me-not" }),
    });
    expect(response.status).toBe(400);
    const reply = await response.text();
    expect(reply).toContain("Hello there, still for sale?");
    expect(reply).not.toContain("echo-me-not");
    expect(reply).not.toContain("unknownField");
  });
});

describe("a NUL in any field of any form", { timeout: 300_000 }, () => {
  it("is never a 500", async () => {
    const failures: string[] = [];
    for (const form of forms) {
      for (const field of Object.keys(form.fields)) {
        const response = await post(form, bodyOf(form, { ...form.fields, [field]: NUL_TEXT }));
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${form.form} ${field}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ["contact", "message"],
    ["inquiry", "message"],
    ["reply", "message"],
    ["listing report", "note"],
    ["message report", "note"],
    ["listing editor", "description"],
    ["listing editor", "features"],
    ["listing editor", "equipment.other"],
    ["verification", "businessAddress"],
    ["support answer", "answer"],
  ])("the %s form's %s says what is wrong, on its page", async (name, field) => {
    const form = forms.find((entry) => entry.form === name)!;
    const response = await post(form, bodyOf(form, { ...form.fields, [field]: NUL_TEXT }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(CONTROL_CHARACTER_MESSAGE.split(" (")[0]);
  });

  it("in the operators' account search is dropped: the search is answered", async () => {
    const response = await sendTo(server, `/operator/accounts?email=${encodeURIComponent("amelia\u0000@example.com")}`, { cookie: cookies.operator });
    expect(response.status).toBe(200);
  });

  it("in an uploaded file's name is dropped: the document is stored under the rest of its name", async () => {
    const form = forms.find((entry) => entry.form === "document upload")!;
    const upload = new FormData();
    upload.append("intent", "upload");
    upload.append("name", "");
    upload.append("access", "public");
    upload.append("file", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "Weight\u0000 and balance.pdf", { type: "application/pdf" }));
    const response = await post(form, upload);
    expect(response.status).toBe(302);
    expect(await (await sendTo(server, form.path, { cookie: cookies.seller })).text()).toContain("Weight and balance");
  });
});

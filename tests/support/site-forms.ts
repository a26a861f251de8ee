/**
 * Every form of the site, filled in as its page fills it, with whom it is posted as: a
 * built server (tests/support/built-server.ts) with a buyer, a seller and an operator
 * signed in, a published listing, a conversation about it, a contact message and a saved
 * search, for tests and drills that send something to every form. The operator is made
 * as the README says: registered, then granted with `npm run operator` while the server
 * is stopped (PGlite is one process's). `npm run build` first.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type BuiltServer, startBuiltServer } from "./built-server";
import { listingForm } from "./listing-form";
import { createListingOn, sendTo, signUpOn } from "./site-accounts";

export type Who = "visitor" | "buyer" | "seller" | "operator";
/** A form: where it posts, as whom, its fields as its page sends them, and whether it is multipart (an upload). */
export type SiteForm = { form: string; path: string; who: Who; fields: Record<string, string>; multipart?: boolean };

export type SiteWithForms = {
  server: BuiltServer;
  cookies: Record<Who, string>;
  forms: SiteForm[];
  /** Stops the server and removes its data directory. */
  remove: () => Promise<void>;
};

/** Starts the built server on a fresh data directory (DATABASE_URL in `env` for PostgreSQL) with every form reachable. */
export async function startSiteWithEveryForm(env: NodeJS.ProcessEnv = {}): Promise<SiteWithForms> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-forms-"));
  const serverEnv = { SUPPORT_EMAIL: "support@aeromarket.test", ...env };
  const first = await startBuiltServer({ dataDir, env: serverEnv });
  const operatorEmail = `olivia.operator.${Date.now()}@example.com`;
  const cookies: Record<Who, string> = { visitor: "", buyer: "", seller: "", operator: "" };
  try {
    cookies.operator = await signUpOn(first, "buyer", "operator", operatorEmail);
  } finally {
    await first.stop("SIGTERM");
  }
  await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/operator.ts", "grant", operatorEmail], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL ?? "", NODE_ENV: "production" },
  });
  const server = await startBuiltServer({ dataDir, env: serverEnv });
  const remove = async () => {
    await server.remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    cookies.seller = await signUpOn(server, "seller", "forms");
    cookies.buyer = await signUpOn(server, "buyer", "forms");
    const listingId = await createListingOn(server, cookies.seller, "publish");
    const inquiry = await sendTo(server, `/aircraft/${listingId}/inquiry`, {
      method: "POST",
      cookie: cookies.buyer,
      body: new URLSearchParams({ intent: "send", name: "Amelia Hart", email: "ignored@example.com", message: "Is the logbook complete?", idempotencyKey: "site-forms-inquiry-00001" }),
    });
    if (inquiry.status !== 302) throw new Error(`Sending an inquiry answered ${inquiry.status}`);
    const page = async (pathAndQuery: string, cookie: string) => (await sendTo(server, pathAndQuery, { cookie })).text();
    const threadId = /\/dashboard\/inquiries\/(\d+)/.exec(await page("/dashboard?tab=my-inquiries", cookies.buyer))?.[1];
    const messageId = /name="messageId" value="(\d+)"/.exec(await page(`/dashboard/inquiries/${threadId}/report`, cookies.seller))?.[1] ?? "1";
    await sendTo(server, "/contact", { method: "POST", body: new URLSearchParams({ name: "Amelia", email: "amelia@example.com", topic: "buying", message: "Is the Citation still for sale?" }) });
    await sendTo(server, "/saved-searches", { method: "POST", cookie: cookies.buyer, body: new URLSearchParams({ kind: "catalog", name: "Turboprops", frequency: "weekly", category: "turboprop" }) });
    const savedSearchId = /\/saved-searches\/(\d+)/.exec(await page("/dashboard?tab=saved-searches", cookies.buyer))?.[1];
    if (!threadId || !savedSearchId) throw new Error("The conversation or the saved search was not made");
    return { server, cookies, forms: everyForm({ listingId, threadId, messageId, savedSearchId }), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Posts a form's body as whom the form is for, as the site's pages do. */
export function postForm(site: SiteWithForms, form: SiteForm, body: BodyInit): Promise<Response> {
  return sendTo(site.server, form.path, {
    method: "POST",
    body,
    cookie: site.cookies[form.who],
    headers: typeof body === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {},
  });
}

/** The form's fields as its page sends them (an upload with a small PDF as its file), with `changes`. */
export function formBody(form: SiteForm, changes: Record<string, string> = {}): BodyInit {
  const fields = { ...form.fields, ...changes };
  if (!form.multipart) return new URLSearchParams(fields);
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(name, value);
  multipart.append(form.path.endsWith("verification") ? "document" : "file", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "proof.pdf", { type: "application/pdf" }));
  return multipart;
}

function everyForm(ids: { listingId: number; threadId: string; messageId: string; savedSearchId: string }): SiteForm[] {
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
    { form: "inquiry", path: `/aircraft/${ids.listingId}/inquiry`, who: "visitor", fields: { intent: "send", name: "Amelia", email: "amelia@example.com", phone: "+1 555", message: "Is it still for sale?", idempotencyKey: "site-forms-inquiry-00002" } },
    { form: "assistant question", path: `/aircraft/${ids.listingId}/inquiry`, who: "visitor", fields: { intent: "ask", question: "When was the last annual?" } },
    { form: "listing report", path: `/aircraft/${ids.listingId}/report`, who: "buyer", fields: { reason: "other", note: "The price looks like a typo" } },
    { form: "save aircraft", path: `/aircraft/${ids.listingId}/save`, who: "buyer", fields: { intent: "save", redirectTo: "/catalog" } },
    { form: "reply", path: `/dashboard/inquiries/${ids.threadId}`, who: "seller", fields: { message: "Yes, complete since new.", idempotencyKey: "site-forms-reply-0000001" } },
    { form: "message report", path: `/dashboard/inquiries/${ids.threadId}/report`, who: "seller", fields: { messageId: ids.messageId, reason: "other", note: "Asks to pay off the site" } },
    { form: "document share", path: `/dashboard/inquiries/${ids.threadId}/documents`, who: "seller", fields: { intent: "share", documentId: "1" } },
    { form: "deal step", path: `/dashboard/inquiries/${ids.threadId}/deal`, who: "seller", fields: { step: "decline", note: "Not at that price" } },
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
    { form: "operator deal", path: "/operator/deals", who: "operator", fields: { dealId: "1000", step: "hold", reason: "Checked a report of changed bank details" } },
    { form: "escrow agent", path: "/operator/escrow-agents", who: "operator", fields: { intent: "add", name: "Aero Title", phone: "+1 405 555 0199", phoneSource: "The state's licence register" } },
  ];
}

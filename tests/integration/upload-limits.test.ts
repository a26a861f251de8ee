/**
 * Each upload route takes the size its form states and answers a file over it with its
 * page: the form, what was typed, and why, on the built server as a browser sends it
 * (`npm run build` first). Verification proofs are promised 10 MB (the route took 1 MiB);
 * a document over 25 MB got a bare "Content Too Large" and lost its name and access.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TOO_LARGE_MESSAGE, MAX_DOCUMENT_BYTES as MAX_LISTING_DOCUMENT_BYTES } from "~/domain/listings/listing-documents";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE } from "~/domain/listings/listing-photos";
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES as MAX_PROOF_BYTES } from "~/domain/sellers/verification";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { createListingOn, sendTo, signUpOn } from "../support/site-accounts";

let server: BuiltServer;
let seller: string;
let listingId: number;

beforeAll(async () => {
  server = await startBuiltServer();
  seller = await signUpOn(server, "seller", "uploads");
  listingId = await createListingOn(server, seller, "draft");
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

/** A PDF of `bytes` bytes: its header, then padding. */
function pdf(bytes: number, name = "proof.pdf"): File {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode("%PDF-1.4\n"));
  return new File([content], name, { type: "application/pdf" });
}

function verificationForm(document: File): FormData {
  const form = new FormData();
  form.append("legalName", "Hart Aviation LLC");
  form.append("registrationNumber", "HA-2016-0612");
  form.append("country", "United States");
  form.append("businessAddress", "1 Runway Road, Denver, CO 80249");
  form.append("phone", "+1 555 010 2000");
  form.append("document", document);
  return form;
}

function documentForm(file: File): FormData {
  const form = new FormData();
  form.append("intent", "upload");
  form.append("name", "Airframe logbook 1998-2012");
  form.append("access", "public");
  form.append("file", file);
  return form;
}

describe("seller verification", { timeout: 60_000 }, () => {
  it("answers a proof over 10 MB with its page: the message and what was typed", async () => {
    const response = await sendTo(server, "/dashboard/verification", { method: "POST", cookie: seller, body: verificationForm(pdf(MAX_PROOF_BYTES + 1024)) });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(DOCUMENT_TOO_LARGE);
    expect(page).toContain("Hart Aviation LLC");
    expect(page).toContain("HA-2016-0612");
  });

  it("takes a proof of 8 MB, within the 10 MB the form states", async () => {
    const page = await (await sendTo(server, "/dashboard/verification", { cookie: seller })).text();
    expect(page).toContain(`at most ${MAX_PROOF_BYTES / 1024 / 1024} MB`);
    const response = await sendTo(server, "/dashboard/verification", { method: "POST", cookie: seller, body: verificationForm(pdf(8 * 1024 * 1024)) });
    expect(response.status).toBe(302);
  });
});

describe("listing documents", { timeout: 60_000 }, () => {
  it("answers a document over 25 MB with its page: the message, the name typed and who may open it", async () => {
    const response = await sendTo(server, `/dashboard/listings/${listingId}/documents`, {
      method: "POST",
      cookie: seller,
      body: documentForm(pdf(MAX_LISTING_DOCUMENT_BYTES + 2 * 1024 * 1024, "logbook.pdf")),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(DOCUMENT_TOO_LARGE_MESSAGE);
    expect(page).toContain('value="Airframe logbook 1998-2012"');
    expect(page).toMatch(/value="public"[^>]*checked|checked[^>]*value="public"/);
  });

  it("takes a document just under 25 MB", async () => {
    const response = await sendTo(server, `/dashboard/listings/${listingId}/documents`, {
      method: "POST",
      cookie: seller,
      body: documentForm(pdf(MAX_LISTING_DOCUMENT_BYTES - 64 * 1024, "logbook.pdf")),
    });
    expect(response.status).toBe(302);
  });
});

describe("listing photos", { timeout: 60_000 }, () => {
  it("answers a photo over 15 MB with its page and the message", async () => {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("photos", new File([new Uint8Array(MAX_PHOTO_BYTES + 1024)], "big.jpg", { type: "image/jpeg" }));
    const response = await sendTo(server, `/dashboard/listings/${listingId}/photos`, { method: "POST", cookie: seller, body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(PHOTO_TOO_LARGE_MESSAGE);
  });
});

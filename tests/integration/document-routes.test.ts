/**
 * The documents page and the download route on the built server, as a browser meets them
 * (`npm run build` first): a refused upload is a 400 with its message on the page, never
 * a 500; an upload past the body limit is refused before the page runs; a document nobody
 * shared is a 404 to anyone but its seller, with nothing cached.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES } from "~/domain/listings/listing-documents";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { createListingOn, sendTo, signUpOn } from "../support/site-accounts";

let server: BuiltServer;
let seller: string;
let buyer: string;
let listingId: number;

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

beforeAll(async () => {
  server = await startBuiltServer();
  [seller, buyer] = [await signUpOn(server, "seller", "docs"), await signUpOn(server, "buyer", "docs")];
  listingId = await createListingOn(server, seller, "publish");
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

function upload(bytes: Uint8Array<ArrayBuffer>, fileName: string, access = "on-request", cookie = seller): Promise<Response> {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("name", "Airframe logbooks");
  form.set("access", access);
  form.append("file", new File([bytes], fileName, { type: "application/pdf" }));
  return sendTo(server, `/dashboard/listings/${listingId}/documents`, { method: "POST", body: form, cookie });
}

describe("the documents page", { timeout: 60_000 }, () => {
  it("refuses a program named logbook.pdf with a 400 and says why, keeping the name typed", async () => {
    const response = await upload(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), "logbook.pdf");
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("&quot;logbook.pdf&quot; is not a PDF, JPEG, PNG or WebP file.");
    expect(page).toContain('value="Airframe logbooks"');
  });

  // A body far past the limit is read only up to it and answered the same way: upload-limits.test.ts.
  it("refuses a file over 25 MB with a 400 and the limit", async () => {
    const large = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    large.set(PDF);
    const response = await upload(large, "logbook.pdf");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Each document must be 25 MB or smaller.");
  });

  it("is the seller's alone: a buyer posting to it gets a 404 and stores nothing", async () => {
    const response = await upload(PDF, "logbook.pdf", "public", buyer);
    expect(response.status).toBe(404);
    expect(await (await sendTo(server, `/aircraft/${listingId}`)).text()).not.toContain("Logbooks and Documents");
  });

  it("serves an on-request document to its seller as a download, and to a buyer and a visitor as a 404, never cached", async () => {
    const stored = await upload(PDF, "logbook.pdf");
    expect(stored.status).toBe(302);
    const page = await (await sendTo(server, `/aircraft/${listingId}`)).text();
    expect(page).toContain("Airframe logbooks");
    const sellerPage = await (await sendTo(server, `/dashboard/listings/${listingId}/documents`, { cookie: seller })).text();
    const address = /href="(\/documents\/\d+)"/.exec(sellerPage)?.[1];
    expect(address).toBeDefined();
    expect(page).not.toContain(`href="${address}"`);

    const own = await sendTo(server, address!, { cookie: seller });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toContain('attachment; filename="Airframe logbooks.pdf"');
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF);
    for (const cookie of [buyer, undefined]) {
      const refused = await sendTo(server, address!, cookie ? { cookie } : {});
      expect(refused.status).toBe(404);
      expect(refused.headers.get("cache-control")).toContain("no-store");
      await refused.arrayBuffer();
    }
  });
});

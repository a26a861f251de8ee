/**
 * Listing documents against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) and the local storage backend in a scratch directory: what an
 * upload accepts, who may open a document (its seller, anyone for a public one, the
 * buyers an on-request one was shared with from their inquiry), and what deleting takes.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DOCUMENT_ROOM_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_LISTING,
  notADocumentMessage,
} from "~/domain/listings/listing-documents";
import { listings, profiles } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { sendInquiry } from "~/server/inquiries/inquiries.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { readDocumentForm } from "~/server/listings/document-upload.server";
import { findAircraftForPage } from "~/server/listings/aircraft-page-read.server";
import {
  addListingDocument,
  deleteDocument,
  DocumentRoomError,
  documentServing,
  listingDocumentsFor,
  setDocumentAccess,
  shareDocument,
  threadDocuments,
} from "~/server/listings/listing-documents.server";
import { checkLocalPhotoStorage } from "~/server/listings/photo-storage-check.server";
import { createListing, deleteListing } from "~/server/listings/seller-listings.server";
import { backgroundWorkDone } from "~/server/platform/background-work.server";
import { type FileStorage, localStorage } from "~/server/platform/storage.server";
import { eq } from "drizzle-orm";
import { listingForm } from "../support/listing-form";
import { capturingMailer } from "../support/mailers";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let root: string;
let storage: FileStorage;
const mailer = capturingMailer();
const mail: InquiryMail = { mailer, siteUrl: "https://aeromarket.test", secrets: ["test-secret"], supportEmail: "support@aeromarket.test" };

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
/** What a Windows program starts with: "MZ", then its DOS stub. */
const EXECUTABLE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);

async function account(userType: "buyer" | "seller"): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${userType}.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: "Pat", lastName: "Lee", userType, company: null, phone: "+1 555 0100" });
  return { id, email };
}

async function inquiryFrom(buyer: { id: string; email: string }, listingId: number): Promise<number> {
  const sent = await sendInquiry(database.db, mail, {
    listingId,
    buyerId: buyer.id,
    message: { name: "Amelia Hart", email: buyer.email, phone: "", message: "Could you send the logbooks, please?", idempotencyKey: randomUUID() },
  });
  if (!sent) throw new Error("The inquiry was not sent");
  return sent.inquiryId;
}

function upload(file: File, fields: Record<string, string> = { access: "on-request" }): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file);
  return new Request("http://localhost/dashboard/listings/1/documents", { method: "POST", body: form });
}

async function opened(documentId: number, viewerId: string | null): Promise<string | null> {
  const document = await documentServing(database.db, documentId, viewerId);
  if (!document) return null;
  const body = await storage.download(document.storagePath);
  return body ? new Response(body).text() : null;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  root = await mkdtemp(path.join(tmpdir(), "aeromarket-documents-"));
  storage = localStorage(root);
});

afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

describe("reading the upload form", () => {
  it("takes a PDF by its content, whatever its name", async () => {
    const form = await readDocumentForm(upload(new File([PDF], "scan.bin", { type: "application/octet-stream" })));
    expect(form.errors).toEqual([]);
    expect(form.file).toMatchObject({ fileName: "scan.bin", format: "pdf" });
    expect(form.fields.get("access")).toBe("on-request");
  });

  it("refuses an executable named logbook.pdf with a message saying so", async () => {
    const form = await readDocumentForm(upload(new File([EXECUTABLE], "logbook.pdf", { type: "application/pdf" })));
    expect(form.file).toBeNull();
    expect(form.errors).toEqual([notADocumentMessage("logbook.pdf")]);
    expect(form.errors[0]).toContain("is not a PDF, JPEG, PNG or WebP file");
  });

  it("refuses a file over the size limit with a message, without reading the rest", async () => {
    const large = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    large.set(PDF);
    const form = await readDocumentForm(upload(new File([large], "logbook.pdf", { type: "application/pdf" })));
    expect(form.file).toBeNull();
    expect(form.errors).toEqual([DOCUMENT_TOO_LARGE_MESSAGE]);
  });

  it("says when no file was chosen only by having none, and a second file is refused", async () => {
    expect((await readDocumentForm(upload(new File([], "", { type: "application/octet-stream" })))).file).toBeNull();
    const form = new FormData();
    form.append("file", new File([PDF], "one.pdf"));
    form.append("file", new File([PDF], "two.pdf"));
    const two = await readDocumentForm(new Request("http://localhost/dashboard/listings/1/documents", { method: "POST", body: form }));
    expect(two.errors).toEqual(["Upload one document at a time."]);
  });
});

describe("who may open a document", () => {
  let seller: { id: string; email: string };
  let listingId: number;
  let specSheet: number;
  let logbook: number;
  let granted: { id: string; email: string };
  let other: { id: string; email: string };
  let inquiryId: number;

  // The aircraft page reads them with its listing (aircraft-page-read.server.ts): the same list.
  const onAircraftPage = async (viewer: string | null) => (await findAircraftForPage(database.db, listingId, viewer))?.documents ?? [];

  beforeAll(async () => {
    seller = await account("seller");
    ({ id: listingId } = await createListing(database.db, seller.id, listingForm({ intent: "publish" })));
    specSheet = await addListingDocument(database.db, storage, listingId, { name: "Spec sheet", format: "pdf", bytes: PDF, access: "public" });
    logbook = await addListingDocument(database.db, storage, listingId, { name: "Airframe logbook", format: "pdf", bytes: PDF, access: "on-request" });
    granted = await account("buyer");
    other = await account("buyer");
    inquiryId = await inquiryFrom(granted, listingId);
    await inquiryFrom(other, listingId);
  });

  it("shows everyone that both exist, and lets them download only the public one", async () => {
    for (const viewer of [null, granted.id, other.id]) {
      const documents = await listingDocumentsFor(database.db, listingId, viewer);
      expect(documents.map((document) => [document.name, document.access, document.downloadable])).toEqual([
        ["Spec sheet", "public", true],
        ["Airframe logbook", "on-request", false],
      ]);
      expect(await onAircraftPage(viewer)).toEqual(documents);
      expect(await opened(specSheet, viewer)).toContain("%PDF-1.4");
      expect(await opened(logbook, viewer)).toBeNull();
    }
  });

  it("gives the seller every document", async () => {
    expect((await listingDocumentsFor(database.db, listingId, seller.id)).every((document) => document.downloadable)).toBe(true);
    expect(await onAircraftPage(seller.id)).toEqual(await listingDocumentsFor(database.db, listingId, seller.id));
    expect(await opened(logbook, seller.id)).toContain("%PDF-1.4");
  });

  it("opens an on-request document to the buyer it was shared with, and to no one else, until it is taken back", async () => {
    expect(await shareDocument(database.db, mail, seller, inquiryId, logbook, true)).toBe(true);
    // Twice is the same as once.
    expect(await shareDocument(database.db, mail, seller, inquiryId, logbook, true)).toBe(true);
    expect(await opened(logbook, granted.id)).toContain("%PDF-1.4");
    expect((await listingDocumentsFor(database.db, listingId, granted.id)).find((document) => document.id === logbook)?.downloadable).toBe(true);
    expect((await onAircraftPage(granted.id)).find((document) => document.id === logbook)?.downloadable).toBe(true);
    expect((await onAircraftPage(other.id)).find((document) => document.id === logbook)?.downloadable).toBe(false);
    expect(await threadDocuments(database.db, inquiryId, listingId, "buyer")).toEqual([expect.objectContaining({ id: logbook, shared: true })]);
    expect(await opened(logbook, other.id)).toBeNull();
    expect(await opened(logbook, null)).toBeNull();

    expect(await shareDocument(database.db, mail, seller, inquiryId, logbook, false)).toBe(true);
    expect(await opened(logbook, granted.id)).toBeNull();
    expect(await threadDocuments(database.db, inquiryId, listingId, "buyer")).toEqual([]);
    expect(await threadDocuments(database.db, inquiryId, listingId, "seller")).toEqual([expect.objectContaining({ id: logbook, shared: false })]);
  });

  it("emails the buyer once when a document is shared with them, with the link to the conversation", async () => {
    await shareDocument(database.db, mail, seller, inquiryId, logbook, false);
    await backgroundWorkDone();
    mailer.sent.length = 0;
    await shareDocument(database.db, mail, seller, inquiryId, logbook, true);
    await shareDocument(database.db, mail, seller, inquiryId, logbook, true);
    await shareDocument(database.db, mail, seller, inquiryId, logbook, false);
    await backgroundWorkDone();
    expect(mailer.sent.map((message) => [message.to, message.subject])).toEqual([[granted.email, expect.stringMatching(/^The seller shared a document about the /)]]);
    expect(mailer.sent[0]!.text).toContain('shared "Airframe logbook" with you');
    expect(mailer.sent[0]!.text).toContain(`https://aeromarket.test/dashboard/inquiries/${inquiryId}`);
  });

  it("does not email a buyer who turned inquiry emails off", async () => {
    await database.db.update(profiles).set({ inquiryEmails: false }).where(eq(profiles.id, granted.id));
    await backgroundWorkDone();
    mailer.sent.length = 0;
    await shareDocument(database.db, mail, seller, inquiryId, logbook, true);
    await backgroundWorkDone();
    await shareDocument(database.db, mail, seller, inquiryId, logbook, false);
    await database.db.update(profiles).set({ inquiryEmails: true }).where(eq(profiles.id, granted.id));
    expect(mailer.sent).toEqual([]);
  });

  it("lets only the inquiry's seller share, and only the listing's on-request documents", async () => {
    expect(await shareDocument(database.db, mail, granted, inquiryId, logbook, true)).toBe(false);
    expect(await shareDocument(database.db, mail, await account("seller"), inquiryId, logbook, true)).toBe(false);
    expect(await shareDocument(database.db, mail, seller, inquiryId, specSheet, true)).toBe(false);
    const elsewhere = await createListing(database.db, seller.id, listingForm({ intent: "publish" }));
    const foreign = await addListingDocument(database.db, storage, elsewhere.id, { name: "Engine logbook", format: "pdf", bytes: PDF, access: "on-request" });
    expect(await shareDocument(database.db, mail, seller, inquiryId, foreign, true)).toBe(false);
    expect(await opened(logbook, granted.id)).toBeNull();
  });

  it("closes a public document to buyers once it is on request, and to everyone but the seller while the listing is hidden from buyers", async () => {
    expect(await setDocumentAccess(database.db, listingId, specSheet, "on-request")).toBe(true);
    expect(await opened(specSheet, null)).toBeNull();
    expect(await setDocumentAccess(database.db, listingId, specSheet, "public")).toBe(true);
    await database.db.update(listings).set({ hiddenAt: new Date() }).where(eq(listings.id, listingId));
    expect(await opened(specSheet, null)).toBeNull();
    expect(await opened(specSheet, seller.id)).toContain("%PDF-1.4");
    await database.db.update(listings).set({ hiddenAt: null }).where(eq(listings.id, listingId));
    expect(await opened(specSheet, null)).toContain("%PDF-1.4");
  });

  it("keeps a draft's documents, public ones too, to its seller", async () => {
    const draft = await createListing(database.db, seller.id, listingForm({ intent: "draft" }));
    const sheet = await addListingDocument(database.db, storage, draft.id, { name: "Spec sheet", format: "pdf", bytes: PDF, access: "public" });
    expect(await opened(sheet, null)).toBeNull();
    expect(await opened(sheet, other.id)).toBeNull();
    expect(await opened(sheet, seller.id)).toContain("%PDF-1.4");
  });
});

describe("storing and deleting documents", () => {
  it("holds a listing to its number of documents and keeps no file of a refused one", async () => {
    const seller = await account("seller");
    const { id } = await createListing(database.db, seller.id, listingForm({ intent: "publish" }));
    for (let index = 0; index < MAX_DOCUMENTS_PER_LISTING; index += 1) {
      await addListingDocument(database.db, storage, id, { name: `Record ${index + 1}`, format: "pdf", bytes: PDF, access: "public" });
    }
    await expect(addListingDocument(database.db, storage, id, { name: "One more", format: "pdf", bytes: PDF, access: "public" })).rejects.toThrow(
      new DocumentRoomError(DOCUMENT_ROOM_MESSAGE),
    );
    expect(await readdir(path.join(root, "listings", String(id), "documents"))).toHaveLength(MAX_DOCUMENTS_PER_LISTING);
  });

  it("removes a deleted document's file, and a deleted listing's documents with their files and shares", async () => {
    const seller = await account("seller");
    const { id } = await createListing(database.db, seller.id, listingForm({ intent: "publish" }));
    const first = await addListingDocument(database.db, storage, id, { name: "Spec sheet", format: "pdf", bytes: PDF, access: "public" });
    const second = await addListingDocument(database.db, storage, id, { name: "Logbook", format: "pdf", bytes: PDF, access: "on-request" });
    const buyer = await account("buyer");
    await shareDocument(database.db, mail, seller, await inquiryFrom(buyer, id), second, true);
    const folder = path.join(root, "listings", String(id), "documents");
    expect(await readdir(folder)).toHaveLength(2);
    expect((await checkLocalPhotoStorage(database.db, root)).orphans).toEqual([]);

    expect(await deleteDocument(database.db, storage, id, first)).toBe(true);
    expect(await deleteDocument(database.db, storage, id, first)).toBe(false);
    expect(await readdir(folder)).toHaveLength(1);

    expect(await deleteListing(database.db, storage, seller.id, id)).toBe(true);
    expect(await readdir(folder)).toEqual([]);
    expect(await opened(second, buyer.id)).toBeNull();
    expect(await opened(second, seller.id)).toBeNull();
    await expect(addListingDocument(database.db, storage, id, { name: "Late", format: "pdf", bytes: PDF, access: "public" })).rejects.toThrow(DocumentRoomError);
    expect(await readdir(folder)).toEqual([]);
  });
});

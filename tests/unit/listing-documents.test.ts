import { describe, expect, it } from "vitest";
import { documentShareSchema, documentUploadSchema } from "~/domain/listings/document-forms";
import { documentNameFrom, downloadFileName, formatFileSize, mayOpenDocument, sniffDocumentFormat } from "~/domain/listings/listing-documents";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("sniffDocumentFormat", () => {
  it("reads the format from the first bytes", () => {
    expect(sniffDocumentFormat(ascii("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffDocumentFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffDocumentFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(sniffDocumentFormat(ascii("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
  });

  it("refuses what is not a document, an executable or a word-processor file among them", () => {
    expect(sniffDocumentFormat(ascii("MZ\u0090\u0000"))).toBeNull();
    expect(sniffDocumentFormat(ascii("\u007fELF"))).toBeNull();
    expect(sniffDocumentFormat(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    expect(sniffDocumentFormat(ascii("%PD"))).toBeNull();
    expect(sniffDocumentFormat(new Uint8Array())).toBeNull();
  });
});

describe("mayOpenDocument", () => {
  const publicDocument = { access: "public" } as const;
  const onRequest = { access: "on-request" } as const;
  const stranger = { isSeller: false, granted: false };

  it("opens a public document to anyone while buyers see the listing", () => {
    expect(mayOpenDocument(publicDocument, true, stranger)).toBe(true);
    expect(mayOpenDocument(publicDocument, false, stranger)).toBe(false);
  });

  it("opens an on-request document to the buyers it was shared with", () => {
    expect(mayOpenDocument(onRequest, true, stranger)).toBe(false);
    expect(mayOpenDocument(onRequest, true, { isSeller: false, granted: true })).toBe(true);
    expect(mayOpenDocument(onRequest, false, { isSeller: false, granted: true })).toBe(false);
  });

  it("opens every document to its seller, a draft's too", () => {
    expect(mayOpenDocument(onRequest, false, { isSeller: true, granted: false })).toBe(true);
  });
});

describe("document names", () => {
  it("takes the file's name without its extension when the seller typed none", () => {
    expect(documentNameFrom("Airframe logbook 1998-2012.pdf")).toBe("Airframe logbook 1998-2012");
    expect(documentNameFrom("C:\\scans\\engine.jpeg")).toBe("engine");
    expect(documentNameFrom(".pdf")).toBe("Document");
  });

  it("saves a download under the name with its format's extension, nothing a header cannot carry", () => {
    expect(downloadFileName("Airframe logbook", "pdf")).toBe("Airframe logbook.pdf");
    expect(downloadFileName("spec.PDF", "pdf")).toBe("spec.PDF");
    expect(downloadFileName('a "quoted"/name', "png")).toBe("a quoted name.png");
    expect(downloadFileName("\u0000", "jpeg")).toBe("document.jpg");
  });

  it("gives a size in KB or MB", () => {
    expect(formatFileSize(300)).toBe("1 KB");
    expect(formatFileSize(180 * 1024)).toBe("180 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});

describe("the documents' forms", () => {
  it("needs who may open an upload, and keeps its name to one short line", () => {
    expect(documentUploadSchema.safeParse({ access: "on-request" }).success).toBe(true);
    expect(documentUploadSchema.safeParse({ name: "Logbook", access: "everyone" }).success).toBe(false);
    expect(documentUploadSchema.safeParse({ name: "Logbook\nline two", access: "public" }).success).toBe(false);
    expect(documentUploadSchema.safeParse({ name: "x".repeat(81), access: "public" }).success).toBe(false);
  });

  it("shares or takes back one document", () => {
    expect(documentShareSchema.parse({ intent: "share", documentId: "12" })).toEqual({ intent: "share", documentId: 12 });
    expect(documentShareSchema.safeParse({ intent: "grant-all", documentId: "12" }).success).toBe(false);
  });
});

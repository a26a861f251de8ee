/**
 * server/request-guards.js sizes the upload route's body limit from this. A scanned
 * logbook runs to a few hundred pages: at 100 KB or so a page, 25 MB holds most; a
 * thicker one goes up in parts.
 */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_LISTING = 12;
/** Document uploads per seller account: far above what adding records by hand sends. */
export const DOCUMENT_UPLOAD_LIMIT = { limit: 30, windowSeconds: 60 * 60 } as const;

export const DOCUMENT_FORMATS = ["pdf", "jpeg", "png", "webp"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const DOCUMENT_ACCESS = ["public", "on-request"] as const;
export type DocumentAccess = (typeof DOCUMENT_ACCESS)[number];

export const FORMAT_DETAILS: Record<DocumentFormat, { label: string; contentType: string; extension: string }> = {
  pdf: { label: "PDF", contentType: "application/pdf", extension: "pdf" },
  jpeg: { label: "JPEG image", contentType: "image/jpeg", extension: "jpg" },
  png: { label: "PNG image", contentType: "image/png", extension: "png" },
  webp: { label: "WebP image", contentType: "image/webp", extension: "webp" },
};

export const ACCESS_LABELS: Record<DocumentAccess, string> = { public: "Public", "on-request": "On request" };

/**
 * The format a file's first bytes announce, whatever its name says: PDF (`%PDF-`),
 * JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF....WEBP). Anything else,
 * an executable renamed logbook.pdf included, is no document.
 */
export function sniffDocumentFormat(head: Uint8Array): DocumentFormat | null {
  const startsWith = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** A document as a page shows it; `downloadable` says whether this viewer may open the file. */
export type ListingDocument = {
  id: number;
  name: string;
  format: DocumentFormat;
  bytes: number;
  access: DocumentAccess;
  downloadable: boolean;
};

/** An on-request document in one conversation: shared with its buyer or not. */
export type ThreadDocument = Pick<ListingDocument, "id" | "name" | "format" | "bytes"> & { shared: boolean };

/** Who asks for a document, as far as the access rule cares. */
export type DocumentViewer = {
  /** The listing's seller. */
  isSeller: boolean;
  /** The seller shared this document in an inquiry of this viewer's. */
  granted: boolean;
};

/**
 * Who may open a document's file: its seller always; anyone else only while buyers may
 * see the listing, a public document to everyone, an on-request one to the buyers it
 * was shared with. Everyone else is told it does not exist.
 */
export function mayOpenDocument(document: { access: DocumentAccess }, listingPublic: boolean, viewer: DocumentViewer): boolean {
  if (viewer.isSeller) return true;
  if (!listingPublic) return false;
  return document.access === "public" || viewer.granted;
}

/** Where the app serves a document's file. */
export function documentUrl(id: number): string {
  return `/documents/${id}`;
}

/** "2.4 MB", "180 KB": a file's size as a person reads it. */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The name a download is saved under: the document's name, with its format's extension. */
export function downloadFileName(name: string, format: DocumentFormat): string {
  const { extension } = FORMAT_DETAILS[format];
  // Quotes, slashes and control characters have no place in a header's file name.
  const safe = name.replace(/[\p{Cc}"\\/:*?<>|]+/gu, " ").replace(/\s+/g, " ").trim() || "document";
  return safe.toLowerCase().endsWith(`.${extension}`) ? safe : `${safe}.${extension}`;
}

/** A document's name is at most this long. */
export const DOCUMENT_NAME_MAX = 80;

/** What buyers read when the seller typed no name: the file's name without its extension. */
export function documentNameFrom(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const trimmed = base.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim();
  return (trimmed || "Document").slice(0, DOCUMENT_NAME_MAX);
}

export const DOCUMENT_TOO_LARGE_MESSAGE = `Each document must be ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB or smaller. Please split a larger logbook into parts.`;
export const DOCUMENT_LISTING_DELETED_MESSAGE = "This listing was deleted while the document was uploading, so it was not kept.";
export const NO_DOCUMENT_MESSAGE = "Choose a file to upload.";
export const DOCUMENT_ROOM_MESSAGE = `A listing holds up to ${MAX_DOCUMENTS_PER_LISTING} documents: delete one before adding another.`;

export function notADocumentMessage(fileName: string): string {
  return `"${fileName}" is not a PDF, JPEG, PNG or WebP file. Its name does not decide: its content must be one of these.`;
}

/** The rule one document upload counts against: its seller's. */
export function documentUploadRule(sellerId: string) {
  return { key: `document-upload:seller:${sellerId}`, ...DOCUMENT_UPLOAD_LIMIT };
}

export function documentUploadLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have uploaded many documents in a short time. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again; nothing was uploaded.`;
}

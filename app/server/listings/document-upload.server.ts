import { DOCUMENT_TOO_LARGE_MESSAGE, type DocumentFormat, MAX_DOCUMENT_BYTES, notADocumentMessage, sniffDocumentFormat } from "~/domain/listings/listing-documents";
import { readUploadForm, type UploadProblem } from "~/server/platform/upload-form.server";

/** A file from the upload form whose content is a document's. */
export type ReceivedDocument = { fileName: string; format: DocumentFormat; bytes: Uint8Array };

export type DocumentForm = {
  /** The form's other fields. */
  fields: FormData;
  /** The chosen file, when it is a PDF, JPEG, PNG or WebP; null when none was chosen or it was refused. */
  file: ReceivedDocument | null;
  /** What was wrong with the file, in words for the seller. */
  errors: string[];
};

const UPLOAD_PROBLEMS: Record<UploadProblem, string> = {
  "file-too-large": DOCUMENT_TOO_LARGE_MESSAGE,
  "too-many-files": "Upload one document at a time.",
  // Too many parts or fields, a part's header too long, a body cut short: the form was not one the page sends.
  unreadable: "The upload could not be read. Please choose the file again.",
};

/**
 * Reads the documents page's form as it streams: one file, held to MAX_DOCUMENT_BYTES
 * while it is read, and judged by its first bytes rather than its name. Stored as sent:
 * a PDF or a scan is the seller's record, and it is only ever served as a download.
 */
export async function readDocumentForm(request: Request): Promise<DocumentForm> {
  let file: ReceivedDocument | null = null;
  const errors: string[] = [];
  const form = await readUploadForm(request, { maxFileBytes: MAX_DOCUMENT_BYTES, maxFiles: 1 }, async (upload) => {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const format = sniffDocumentFormat(bytes.subarray(0, 16));
    if (format === null) errors.push(notADocumentMessage(upload.name));
    else file = { fileName: upload.name, format, bytes };
    return null;
  });
  if (form.problem) return { fields: form.fields, file: null, errors: [UPLOAD_PROBLEMS[form.problem]] };
  return { fields: form.fields, file, errors };
}

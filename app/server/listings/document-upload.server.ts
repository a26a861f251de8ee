import { FormDataParseError, MaxFileSizeExceededError, MaxFilesExceededError, MultipartParseError, parseFormData } from "@remix-run/form-data-parser";
import { DOCUMENT_TOO_LARGE_MESSAGE, type DocumentFormat, MAX_DOCUMENT_BYTES, notADocumentMessage, sniffDocumentFormat } from "~/domain/listings/listing-documents";

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

/**
 * Reads the documents page's form as it streams: one file, held to MAX_DOCUMENT_BYTES
 * while it is read, and judged by its first bytes rather than its name. Stored as sent:
 * a PDF or a scan is the seller's record, and it is only ever served as a download.
 */
export async function readDocumentForm(request: Request): Promise<DocumentForm> {
  let file: ReceivedDocument | null = null;
  const errors: string[] = [];
  try {
    const fields = await parseFormData(request, { maxFileSize: MAX_DOCUMENT_BYTES, maxFiles: 1 }, async (upload) => {
      // A file input left empty still sends a part, nameless and empty.
      if (upload.name === "" && upload.size === 0) return null;
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const format = sniffDocumentFormat(bytes.subarray(0, 16));
      if (format === null) errors.push(notADocumentMessage(upload.name));
      else file = { fileName: upload.name, format, bytes };
      return null;
    });
    return { fields, file, errors };
  } catch (error) {
    return { fields: new FormData(), file: null, errors: [uploadProblem(error)] };
  }
}

function uploadProblem(error: unknown): string {
  if (error instanceof MaxFileSizeExceededError) return DOCUMENT_TOO_LARGE_MESSAGE;
  if (error instanceof MaxFilesExceededError) return "Upload one document at a time.";
  // Too many parts or fields, a part's header too long, a body cut short: the form was not one the page sends.
  if (error instanceof FormDataParseError || error instanceof MultipartParseError) return "The upload could not be read. Please choose the file again.";
  throw error;
}

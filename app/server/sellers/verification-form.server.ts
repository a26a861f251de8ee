import { FormDataParseError, MaxFileSizeExceededError, MultipartParseError, parseFormData } from "@remix-run/form-data-parser";
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from "~/domain/sellers/verification";

export type VerificationFormData = { fields: FormData; problem: string | null };

/**
 * Reads the verification form with its one file in memory. The parser lets through twice
 * the document limit, so that the schema, not the parser, refuses a document a little too
 * large and the page keeps what the seller typed; past that, the upload is cut off and
 * only the problem is known.
 */
export async function readVerificationForm(request: Request): Promise<VerificationFormData> {
  try {
    const fields = await parseFormData(request, { maxFileSize: 2 * MAX_DOCUMENT_BYTES, maxFiles: 1 });
    return { fields, problem: null };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return { fields: new FormData(), problem: DOCUMENT_TOO_LARGE };
    // Too many parts or files, a body cut short: not a form the page sends.
    if (!(error instanceof FormDataParseError || error instanceof MultipartParseError)) throw error;
    return { fields: new FormData(), problem: "The form could not be read. Please fill it in and choose the document again." };
  }
}

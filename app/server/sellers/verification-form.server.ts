import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from "~/domain/sellers/verification";
import { readUploadForm } from "~/server/platform/upload-form.server";

export type VerificationFormData = { fields: FormData; problem: string | null };

/**
 * Reads the verification form with its one file in memory, held to the size the form
 * states. A document over it keeps what the seller typed above it (the fields come first).
 */
export async function readVerificationForm(request: Request): Promise<VerificationFormData> {
  const form = await readUploadForm(request, { maxFileBytes: MAX_DOCUMENT_BYTES, maxFiles: 1 }, async (file) => file);
  switch (form.problem) {
    case null:
      return { fields: form.fields, problem: null };
    case "file-too-large":
      return { fields: form.fields, problem: DOCUMENT_TOO_LARGE };
    default:
      // Two files, a body cut short: not a form the page sends.
      return { fields: form.fields, problem: "The form could not be read. Please fill it in and choose the document again." };
  }
}

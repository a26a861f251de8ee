import { isMultipartRequest, MaxFileSizeExceededError, MultipartParseError, type MultipartPart, parseMultipartRequest } from "@remix-run/multipart-parser";
import { withoutControlCharacters } from "~/domain/control-characters";
import { formShapeProblem } from "../../../server/form-shape.js";

/** Why an upload form was not read to its end. */
export type UploadProblem = "file-too-large" | "too-many-files" | "unreadable";

export type UploadForm = {
  /** The form's other fields: all of them, or those sent before the file that stopped the reading. */
  fields: FormData;
  problem: UploadProblem | null;
};

export type UploadLimits = { maxFileBytes: number; maxFiles: number };

/** What a form's own parts (its text fields) may weigh besides its files: as much as any other form. */
const FIELDS_BYTES = 1024 * 1024;

/**
 * Reads an upload form as it streams, each file handed to `onFile` before the next is read
 * (what it returns, if anything, becomes the file's field). A file over `maxFileBytes`, or
 * a file past `maxFiles`, stops the reading: the fields sent before it are kept, so the
 * page answers with what was typed (the site's upload forms put their file last), and
 * the server discards the rest of the body (server/request-handler.js). The server lets
 * these routes' bodies through whatever their announced size (server/request-guards.js),
 * so this is where they are held to what the form states. Field names are held to
 * server/form-shape.js's bounds, and files' names lose their control characters.
 */
export async function readUploadForm(
  request: Request,
  limits: UploadLimits,
  onFile: (file: File) => Promise<File | null>,
): Promise<UploadForm> {
  if (!isMultipartRequest(request)) {
    const fields = await request.formData();
    return formShapeProblem(fields.keys()) ? { fields: new FormData(), problem: "unreadable" } : { fields, problem: null };
  }
  const fields = new FormData();
  let files = 0;
  const parts = parseMultipartRequest(request, {
    maxFileSize: limits.maxFileBytes,
    maxTotalSize: limits.maxFiles * limits.maxFileBytes + FIELDS_BYTES,
  })[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<MultipartPart, void>;
    try {
      next = await parts.next();
    } catch (error) {
      return { fields: keptFields(fields), problem: problemOf(error) };
    }
    if (next.done) break;
    const part = next.value;
    if (!part.name) continue;
    if (!part.isFile) {
      fields.append(part.name, part.text);
      continue;
    }
    // A file input left empty still sends a part, nameless and empty.
    if (!part.filename && part.size === 0) continue;
    if (++files > limits.maxFiles) {
      await parts.return?.(undefined);
      return { fields: keptFields(fields), problem: "too-many-files" };
    }
    // The file's name is shown and stored as the document's name: a control character (PostgreSQL refuses a NUL) is dropped here, for every upload.
    const name = withoutControlCharacters(part.filename ?? "");
    const kept = await onFile(new File(part.content as BlobPart[], name, { type: part.mediaType ?? "application/octet-stream" }));
    if (kept) fields.append(part.name, kept);
  }
  return formShapeProblem(fields.keys()) ? { fields: new FormData(), problem: "unreadable" } : { fields, problem: null };
}

/** The fields read before the reading stopped, unless their names are not ones a form of the site's sends. */
function keptFields(fields: FormData): FormData {
  return formShapeProblem(fields.keys()) ? new FormData() : fields;
}

function problemOf(error: unknown): UploadProblem {
  if (error instanceof MaxFileSizeExceededError) return "file-too-large";
  // A part's header too long, too many parts, a broken boundary, a body cut short by the client.
  if (error instanceof MultipartParseError) return "unreadable";
  // The body stream itself failed: it passed the route's limit (server/request-handler.js) or the client went away.
  return "file-too-large";
}

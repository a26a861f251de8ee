import { downloadFileName, FORMAT_DETAILS } from "~/domain/listings/listing-documents";
import { parseListingId } from "~/domain/listings/listing";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { documentServing } from "~/server/listings/listing-documents.server";
import { fileStorage } from "~/server/platform/storage.server";
import type { Route } from "./+types/document-file";

const NOT_FOUND = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * A listing document's file, for whoever the access rule lets open it (its seller; anyone,
 * for a public document of a listing buyers see; the buyers an on-request one was shared
 * with). Everyone else gets the 404 of a document that does not exist. Always a download,
 * never shown in the site's pages: a file from a seller is never run as the site's own.
 * Never cached by anyone else: who may open it can change at any moment.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const document = id === null ? null : await documentServing(await database(), id, currentUser(context)?.id ?? null);
  const body = document === null ? null : await fileStorage().download(document.storagePath);
  if (!document || !body) return NOT_FOUND();
  const fileName = downloadFileName(document.name, document.format);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": FORMAT_DETAILS[document.format].contentType,
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

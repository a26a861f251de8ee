import { data } from "react-router";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { fileStorage } from "~/server/platform/storage.server";
import { verificationDocument } from "~/server/sellers/seller-verification.server";
import type { Route } from "./+types/operator-verification-document";

/**
 * A seller's proof document, to operators alone (the console's middleware and this
 * loader both check). Always a download, never shown in the site's own pages, and in a
 * sandbox: the file is the seller's, not ours.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireOperator(context);
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const document = await verificationDocument(await database(), fileStorage(), Number(params.id));
  if (!document) throw data(null, { status: 404 });
  const filename = document.name.replace(/[^\w .()-]/g, "_");
  return new Response(document.body, {
    headers: {
      "Content-Type": document.contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

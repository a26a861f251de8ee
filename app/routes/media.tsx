import { mediaPathFromUrl } from "~/domain/listings/storage-paths";
import { fileStorage } from "~/server/platform/storage.server";
import type { Route } from "./+types/media";

/**
 * Listing photos, from either storage backend through the site's own origin (the
 * pages' Content-Security-Policy allows images from 'self' only). Every address holds
 * a hash of its image, so a photo never changes under its address: cache it for good.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const path = mediaPathFromUrl(params["*"] ?? "");
  const body = path === null ? null : await fileStorage().download(path);
  if (!body) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

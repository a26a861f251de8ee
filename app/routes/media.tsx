import { mediaPathFromUrl } from "~/domain/listings/storage-paths";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { photoServing } from "~/server/listings/listing-photos.server";
import { fileStorage } from "~/server/platform/storage.server";
import type { Route } from "./+types/media";

/**
 * Listing photos, from either storage backend through the site's own origin (the
 * pages' Content-Security-Policy allows images from 'self' only). Every address holds
 * a hash of its image, so a public listing's photo never changes under its address:
 * cache it for good. Any other listing's photos (a draft, a listing buyers are not
 * shown) go to its seller and to operators alone, kept by their browser only; to anyone
 * else they do not exist. A deleted listing's photos are gone from storage.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const path = mediaPathFromUrl(params["*"] ?? "");
  const audience = path === null ? null : await photoServing(await database(), path, currentUser(context));
  const body = path === null || audience === null ? null : await fileStorage().download(path);
  if (!body) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(body, {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": audience === "everyone" ? "public, max-age=31536000, immutable" : "private, max-age=3600",
    },
  });
}

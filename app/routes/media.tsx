import { mediaPathFromUrl, photoVersion } from "~/domain/listings/storage-paths";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { photoServing } from "~/server/listings/listing-photos.server";
import { fileStorage } from "~/server/platform/storage.server";
import type { Route } from "./+types/media";

/**
 * How long anyone may keep a public listing's photo without asking again: the photo of a
 * listing that is hidden, expires or whose seller is suspended stops being shown within
 * this time. Asking again is cheap: the address names its image, so the ETag is the
 * address's hash and an unchanged photo answers 304 Not Modified, with no body.
 */
const PUBLIC_PHOTO_CACHE = "public, max-age=600";
const OWN_PHOTO_CACHE = "private, max-age=3600";

/**
 * Listing photos, from either storage backend through the site's own origin (the
 * pages' Content-Security-Policy allows images from 'self' only). A public listing's
 * photos are everyone's, kept for a while (PUBLIC_PHOTO_CACHE). Any other listing's (a
 * draft, an expired or hidden listing, a suspended seller's) go to its seller and to
 * operators alone, kept by their browser only; to anyone else they do not exist. A
 * deleted listing's photos are gone from storage.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = mediaPathFromUrl(params["*"] ?? "");
  const audience = path === null ? null : await photoServing(await database(), path, currentUser(context));
  if (path === null || audience === null) return notFound();
  const headers = { "Cache-Control": audience === "everyone" ? PUBLIC_PHOTO_CACHE : OWN_PHOTO_CACHE, ETag: `"${photoVersion(path)}"` };
  if (stillFresh(request, headers.ETag)) return new Response(null, { status: 304, headers });
  const body = await fileStorage().download(path);
  if (!body) return notFound();
  return new Response(body, { headers: { "Content-Type": "image/webp", ...headers } });
}

/** The browser's copy is this rendition (If-None-Match: a list of tags, weak or strong). */
function stillFresh(request: Request, etag: string): boolean {
  const tags = (request.headers.get("If-None-Match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return tags.includes(etag);
}

function notFound() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

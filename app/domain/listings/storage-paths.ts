/**
 * Paths in photo storage, by Supabase Storage's rules (spec section 9): leading,
 * trailing and duplicate slashes are removed. A path that would leave its bucket
 * (`.` or `..` segments, backslashes, control characters) is refused, so the local
 * backend can never be walked out of its directory.
 */
export function normalizeStoragePath(path: string): string | null {
  const segments = path.split("/").filter((segment) => segment !== "");
  if (segments.length === 0) return null;
  if (segments.some((segment) => segment === "." || segment === ".." || /[\\\p{Cc}]/u.test(segment))) return null;
  return segments.join("/");
}

/** A photo's renditions share a key: `listings/{listing id}/{content hash}`. */
export function photoStorageKey(listingId: number, contentHash: string): string {
  return `listings/${listingId}/${contentHash}`;
}

export function renditionPath(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

const RENDITION_PATH = /^listings\/[1-9]\d{0,9}\/[0-9a-f]{32}-[1-9]\d{1,4}\.webp$/;

/** The storage path a `/media/...` address names, or null for anything that is not a photo rendition. */
export function mediaPathFromUrl(splat: string): string | null {
  const path = normalizeStoragePath(splat);
  return path !== null && RENDITION_PATH.test(path) ? path : null;
}

/** What tells one rendition from another: its image's content hash and its width ("{hash}-{width}"). */
export function photoVersion(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1).replace(/\.webp$/, "");
}

export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

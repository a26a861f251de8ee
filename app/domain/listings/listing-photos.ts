import { mediaUrl, renditionPath } from "./storage-paths";

/** server/request-guards.js sizes the upload route's body limit from these two. A photo file is refused past 15 MB: a 12-megapixel phone JPEG is about 3 to 6 MB. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTOS_PER_LISTING = 20;
/**
 * A photo may declare at most this many pixels (width times height, read from its header
 * before anything is decoded): a 50-megapixel camera's full frame passes, a small file
 * claiming a huge canvas costs nothing.
 */
export const MAX_PHOTO_MEGAPIXELS = 50;
/** Photo uploads per seller account: far above what adding photos by hand sends, low enough that a loop cannot keep the image work busy. */
export const PHOTO_UPLOAD_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;
/** Every photo is stored at these widths (fewer when the original is narrower), for srcset. */
export const RENDITION_WIDTHS = [480, 960, 1600] as const;

export type PhotoFormat = "jpeg" | "png" | "webp";

/**
 * The image format a file's first bytes announce, whatever its name says: JPEG
 * (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF....WEBP). HEIC is not accepted:
 * the image library's prebuilt binary cannot decode HEVC.
 */
export function sniffPhotoFormat(head: Uint8Array): PhotoFormat | null {
  const startsWith = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** The widths to render an image `originalWidth` pixels wide at: never wider than it is. */
export function renditionWidths(originalWidth: number): number[] {
  const widest = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1] ?? originalWidth;
  return [...RENDITION_WIDTHS.filter((width) => width < Math.min(originalWidth, widest)), Math.min(originalWidth, widest)];
}

/** A stored photo as pages show it. */
export type ListingPhoto = {
  id: number;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  position: number;
  isCover: boolean;
};

/** What an `<img>` needs: the largest rendition as `src`, every rendition in `srcSet`, and its size. */
export type PhotoImage = { src: string; srcSet: string; width: number; height: number };

export function photoImage(photo: Pick<ListingPhoto, "storageKey" | "widths" | "width" | "height">): PhotoImage {
  const largest = photo.widths[photo.widths.length - 1] ?? photo.width;
  return {
    src: mediaUrl(renditionPath(photo.storageKey, largest)),
    srcSet: photo.widths.map((width) => `${mediaUrl(renditionPath(photo.storageKey, width))} ${width}w`).join(", "),
    width: photo.width,
    height: photo.height,
  };
}

/** Alt text for a listing's photo: which aircraft, and which of its photos. */
export function photoAlt(listingName: string, index: number, count: number): string {
  return count > 1 ? `${listingName}, photo ${index + 1} of ${count}` : `${listingName}, photo`;
}

/** The gallery's `?photo=N` (1-based) as an index into `count` photos; anything else shows `fallback`, the cover. */
export function selectedPhotoIndex(param: string | null, count: number, fallback: number): number {
  if (!param || !/^[1-9]\d{0,3}$/.test(param)) return fallback;
  const index = Number(param) - 1;
  return index < count ? index : fallback;
}

/** How many of `offered` files fit beside `stored` photos, and the message when some do not. */
export function photoCountProblem(stored: number, offered: number): string | null {
  if (offered === 0) return "Choose at least one photo to upload.";
  if (stored + offered <= MAX_PHOTOS_PER_LISTING) return null;
  const room = MAX_PHOTOS_PER_LISTING - stored;
  return room > 0
    ? `A listing holds up to ${MAX_PHOTOS_PER_LISTING} photos: you can add ${room} more.`
    : `A listing holds up to ${MAX_PHOTOS_PER_LISTING} photos: delete one before adding another.`;
}

export const PHOTO_TOO_LARGE_MESSAGE = `Each photo must be ${MAX_PHOTO_BYTES / 1024 / 1024} MB or smaller.`;

/** An upload that ends after its listing was deleted: the listing's photos went with it. */
export const LISTING_DELETED_MESSAGE = "This listing was deleted while the photos were uploading, so they were not kept.";

export function notAPhotoMessage(fileName: string): string {
  return `"${fileName}" is not a JPEG, PNG or WebP image.`;
}

export function tooManyPixelsMessage(fileName: string): string {
  return `"${fileName}" is larger than ${MAX_PHOTO_MEGAPIXELS} megapixels; please upload a smaller copy.`;
}

/** The rule one photo upload counts against: its seller's. */
export function photoUploadRule(sellerId: string) {
  return { key: `photo-upload:seller:${sellerId}`, ...PHOTO_UPLOAD_LIMIT };
}

export function photoUploadLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have uploaded many photos in a short time. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again; nothing was uploaded.`;
}

export function photosAddedMessage(count: number): string {
  return count === 1 ? "1 photo added." : `${count} photos added.`;
}

/** An upload made into what buyers download: checked from its header, then rendered as WebP renditions. */
import { createHash } from "node:crypto";
import sharp, { type OutputInfo } from "sharp";
import { MAX_PHOTO_MEGAPIXELS, renditionWidths } from "~/domain/listings/listing-photos";
import { withImageSlot } from "./image-queue.server";

/** Decoding refuses past this many pixels, whatever a header said. */
const MAX_INPUT_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

/** A photo made ready to store: its renditions, and the largest one's size. */
export type ProcessedPhoto = {
  contentHash: string;
  renditions: { width: number; bytes: Buffer }[];
  width: number;
  height: number;
};

export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

/** An image whose header declares more than MAX_PHOTO_MEGAPIXELS. */
export class TooManyPixelsError extends Error {
  override name = "TooManyPixelsError";
}

function unreadable(error: unknown): UnreadableImageError {
  return new UnreadableImageError(error instanceof Error ? error.message : String(error));
}

/**
 * Turns an upload into what buyers download: upright (EXIF orientation applied), without
 * metadata (sharp writes none unless asked, so GPS and camera details are dropped), as
 * WebP at each rendition width. The header is read first, so an image declaring too
 * many pixels is refused without decoding it; the decoding waits for an image slot.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
  let oriented: { width: number; height: number };
  try {
    // The header alone, as it will stand upright; a damaged body fails at the first rendition.
    oriented = (await sharp(bytes, { limitInputPixels: false }).metadata()).autoOrient;
  } catch (error) {
    throw unreadable(error);
  }
  if (oriented.width * oriented.height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(`${oriented.width} x ${oriented.height}`);
  const rendered = await withImageSlot(async () => {
    const renditions: { data: Buffer; info: OutputInfo }[] = [];
    // One after another: an image holds one thread, not one per width.
    for (const width of renditionWidths(oriented.width)) {
      renditions.push(
        await upright
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true })
          .catch((error: unknown) => {
            throw unreadable(error);
          }),
      );
    }
    return renditions;
  });
  const largest = rendered.at(-1);
  if (!largest) throw new UnreadableImageError("The image has no width");
  const contentHash = createHash("sha256").update(largest.data).digest("hex").slice(0, 32);
  return {
    contentHash,
    renditions: rendered.map(({ data, info }) => ({ width: info.width, bytes: data })),
    width: largest.info.width,
    height: largest.info.height,
  };
}

import { FormDataParseError, MaxFileSizeExceededError, MaxFilesExceededError, parseFormData } from "@remix-run/form-data-parser";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING, notAPhotoMessage, PHOTO_TOO_LARGE_MESSAGE, sniffPhotoFormat } from "~/domain/listings/listing-photos";
import { type ProcessedPhoto, processPhoto, UnreadableImageError } from "./listing-photos.server";

export type PhotoForm = {
  /** The form's other fields. */
  fields: FormData;
  /** The chosen files that are photos, processed and ready to store. */
  photos: ProcessedPhoto[];
  /** What was wrong with the upload, in words for the seller. */
  errors: string[];
};

/**
 * Reads the photo manager's form as it streams: each file is held to MAX_PHOTO_BYTES,
 * judged by its content rather than its name, and turned into renditions before the
 * next is read, so at most one original is in memory at a time.
 */
export async function readPhotoForm(request: Request): Promise<PhotoForm> {
  const photos: ProcessedPhoto[] = [];
  const errors: string[] = [];
  try {
    const fields = await parseFormData(request, { maxFileSize: MAX_PHOTO_BYTES, maxFiles: MAX_PHOTOS_PER_LISTING }, async (file) => {
      // A file input left empty still sends a part, nameless and empty.
      if (file.name === "" && file.size === 0) return null;
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (sniffPhotoFormat(bytes.subarray(0, 16)) === null) {
        errors.push(notAPhotoMessage(file.name));
        return null;
      }
      try {
        photos.push(await processPhoto(bytes));
      } catch (error) {
        if (!(error instanceof UnreadableImageError)) throw error;
        errors.push(`"${file.name}" could not be read as an image; it may be damaged.`);
      }
      return null;
    });
    return { fields, photos, errors };
  } catch (error) {
    return { fields: new FormData(), photos: [], errors: [uploadProblem(error)] };
  }
}

function uploadProblem(error: unknown): string {
  if (error instanceof MaxFileSizeExceededError) return PHOTO_TOO_LARGE_MESSAGE;
  if (error instanceof MaxFilesExceededError) return `Upload up to ${MAX_PHOTOS_PER_LISTING} photos at a time.`;
  if (error instanceof FormDataParseError) return "The upload could not be read. Please choose the photos again.";
  throw error;
}

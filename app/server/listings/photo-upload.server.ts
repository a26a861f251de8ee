import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_LISTING,
  notAPhotoMessage,
  PHOTO_TOO_LARGE_MESSAGE,
  photoCountProblem,
  sniffPhotoFormat,
  tooManyPixelsMessage,
} from "~/domain/listings/listing-photos";
import { readUploadForm, type UploadProblem } from "~/server/platform/upload-form.server";
import { type ProcessedPhoto, processPhoto, TooManyPixelsError, UnreadableImageError } from "./photo-processing.server";

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
 * next is read, so at most one original is in memory at a time. `stored` is how many
 * photos the listing has: files past its room are not decoded at all (the count is
 * checked again when they are stored).
 */
export async function readPhotoForm(request: Request, stored = 0): Promise<PhotoForm> {
  const photos: ProcessedPhoto[] = [];
  const errors: string[] = [];
  let offered = 0;
  const form = await readUploadForm(request, { maxFileBytes: MAX_PHOTO_BYTES, maxFiles: MAX_PHOTOS_PER_LISTING }, async (file) => {
    offered += 1;
    if (stored + offered > MAX_PHOTOS_PER_LISTING) return null;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (sniffPhotoFormat(bytes.subarray(0, 16)) === null) {
      errors.push(notAPhotoMessage(file.name));
      return null;
    }
    try {
      photos.push(await processPhoto(bytes));
    } catch (error) {
      if (error instanceof TooManyPixelsError) errors.push(tooManyPixelsMessage(file.name));
      else if (error instanceof UnreadableImageError) errors.push(`"${file.name}" could not be read as an image; it may be damaged.`);
      else throw error;
    }
    return null;
  });
  if (form.problem) return { fields: new FormData(), photos: [], errors: [UPLOAD_PROBLEMS[form.problem]] };
  const problem = stored + offered > MAX_PHOTOS_PER_LISTING ? photoCountProblem(stored, offered) : null;
  return problem ? { fields: form.fields, photos: [], errors: [problem] } : { fields: form.fields, photos, errors };
}

const UPLOAD_PROBLEMS: Record<UploadProblem, string> = {
  "file-too-large": PHOTO_TOO_LARGE_MESSAGE,
  "too-many-files": `Upload up to ${MAX_PHOTOS_PER_LISTING} photos at a time.`,
  // Too many parts or fields, a part's header too long, a body cut short: the form was not one the page sends.
  unreadable: "The upload could not be read. Please choose the photos again.",
};

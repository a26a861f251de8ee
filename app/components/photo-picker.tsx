import { useEffect, useState } from "react";
import { MAX_PHOTO_BYTES } from "~/domain/listings/listing-photos";

type Preview = { url: string; name: string; size: number };

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The upload form's file input. With JavaScript, the chosen photos show before they are
 * sent, too-large ones are named at once, and while the form posts, what is on its way.
 */
export function PhotoPicker({ uploading }: { uploading: boolean }) {
  const [previews, setPreviews] = useState<Preview[]>([]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  const total = previews.reduce((sum, preview) => sum + preview.size, 0);
  return (
    <div>
      <label htmlFor="photos" className="block text-sm font-medium text-ink">
        Photos
      </label>
      <input
        id="photos"
        name="photos"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        aria-describedby="photos-help"
        onChange={(event) => setPreviews(Array.from(event.currentTarget.files ?? [], (file) => ({ url: URL.createObjectURL(file), name: file.name, size: file.size })))}
        className="mt-2 block w-full text-sm text-ink-soft file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
      {previews.length > 0 ? (
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Chosen photos">
          {previews.map((preview) => (
            <li key={preview.url} className="text-xs text-muted">
              <img src={preview.url} alt={`Preview of ${preview.name}`} className="aspect-[4/3] w-full rounded-md bg-navy-50 object-cover" />
              <span className="mt-1 block truncate">{preview.name}</span>
              <span className={preview.size > MAX_PHOTO_BYTES ? "font-semibold text-danger-700" : undefined}>
                {fileSize(preview.size)}
                {preview.size > MAX_PHOTO_BYTES ? ", too large" : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading ? (
        <div className="mt-4" role="status">
          <p className="text-sm text-ink-soft">
            Uploading {previews.length === 1 ? "1 photo" : `${previews.length} photos`} ({fileSize(total)}) and preparing them for buyers...
          </p>
          <progress aria-label="Upload progress" className="mt-2 h-2 w-full" />
        </div>
      ) : null}
    </div>
  );
}

import { useState } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { FieldErrors, InputField } from "~/components/ui/field";
import {
  ACCESS_LABELS,
  DOCUMENT_ACCESS,
  DOCUMENT_NAME_MAX,
  type DocumentAccess,
  formatFileSize,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_LISTING,
} from "~/domain/listings/listing-documents";

export type DocumentUploadReply = {
  errors: string[];
  fieldErrors?: { name?: string[]; access?: string[] };
  /** What the seller typed, given back with the errors. */
  values?: { name: string; access: string };
};

const ACCESS_HINTS: Record<DocumentAccess, string> = {
  public: "Anyone who opens the listing may download it: a spec sheet, an equipment list.",
  "on-request": "Buyers see its name, kind and size; you share the file from your conversation with each buyer, and may take it back.",
};

/**
 * The upload form: its name for buyers, who may open it, and one file, last: a browser
 * sends the fields in this order, so when the file is over the limit the server has
 * already read what was typed and gives it back. With JavaScript, a file over the size
 * limit is named before anything is sent.
 */
export function DocumentUploadForm({ formKey, reply, uploading, full }: { formKey: string; reply?: DocumentUploadReply; uploading: boolean; full: boolean }) {
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const tooLarge = chosen !== null && chosen.size > MAX_DOCUMENT_BYTES;
  const access = reply?.values?.access ?? "on-request";
  return (
    <Form key={formKey} method="post" encType="multipart/form-data" className="mt-4 space-y-4">
      <FormAlert errors={reply?.errors} />
      <input type="hidden" name="intent" value="upload" />
      <InputField
        id="document-name"
        name="name"
        label="Name buyers see"
        hint="Such as Airframe logbook 1998-2012. Left blank, the file's name is used."
        maxLength={DOCUMENT_NAME_MAX}
        defaultValue={reply?.values?.name ?? ""}
        errors={reply?.fieldErrors?.name}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Who may open it</legend>
        <div className="mt-2 space-y-2">
          {DOCUMENT_ACCESS.map((value) => (
            <label key={value} className="flex gap-3 text-sm">
              <input type="radio" name="access" value={value} defaultChecked={access === value} className="mt-1" />
              <span>
                <span className="font-medium text-ink">{ACCESS_LABELS[value]}</span>
                <span className="block text-ink-soft">{ACCESS_HINTS[value]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id="document-access-error" errors={reply?.fieldErrors?.access} />
      </fieldset>
      <div>
        <label htmlFor="document-file" className="block text-sm font-medium text-ink">
          File
        </label>
        <input
          id="document-file"
          name="file"
          type="file"
          required
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-describedby="document-file-help"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setChosen(file ? { name: file.name, size: file.size } : null);
          }}
          className="mt-2 block w-full text-sm text-ink-soft file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        <p id="document-file-help" className="mt-1.5 text-xs text-muted">
          PDF, JPEG, PNG or WebP, up to {MAX_DOCUMENT_BYTES / 1024 / 1024} MB; {MAX_DOCUMENTS_PER_LISTING} documents per listing.
        </p>
        {tooLarge ? (
          <p role="alert" className="mt-1.5 text-sm font-semibold text-danger-700">
            {chosen.name} is {formatFileSize(chosen.size)}, over the {MAX_DOCUMENT_BYTES / 1024 / 1024} MB limit. Please split it into parts.
          </p>
        ) : null}
      </div>
      {uploading ? (
        <div role="status">
          <p className="text-sm text-ink-soft">Uploading {chosen ? `${chosen.name} (${formatFileSize(chosen.size)})` : "the document"}...</p>
          <progress aria-label="Upload progress" className="mt-2 h-2 w-full" />
        </div>
      ) : null}
      <Button type="submit" disabled={uploading || full || tooLarge}>
        {uploading ? "Uploading..." : "Upload Document"}
      </Button>
    </Form>
  );
}

import type { DocumentFormat } from "~/domain/listings/listing-documents";

/**
 * A document's mark beside its name: a page with its format's short name. No PDF is
 * rendered to a thumbnail: no well-kept library does that in Node without a native
 * canvas binary, and the name, kind and size tell a buyer what the file is.
 */
export function DocumentIcon({ format }: { format: DocumentFormat }) {
  const label = format === "jpeg" ? "JPG" : format.toUpperCase();
  return (
    <svg aria-hidden="true" viewBox="0 0 32 40" className="h-10 w-8 shrink-0">
      <path d="M2 2h20l8 8v28H2z" className="fill-navy-50 stroke-navy-100" strokeWidth="1.5" />
      <path d="M22 2v8h8" className="fill-none stroke-navy-100" strokeWidth="1.5" />
      <text x="16" y="30" textAnchor="middle" className={format === "pdf" ? "fill-danger-700" : "fill-brand-700"} fontSize="8" fontWeight="700">
        {label}
      </text>
    </svg>
  );
}

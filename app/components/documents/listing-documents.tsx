import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ACCESS_LABELS, documentUrl, FORMAT_DETAILS, formatFileSize, type ListingDocument } from "~/domain/listings/listing-documents";
import { DocumentIcon } from "./document-icon";

/**
 * The listing's documents on its page: every buyer sees that each exists (name, kind,
 * size); the public ones, and those the seller shared with this buyer, download. An
 * on-request one says how to ask for it.
 */
export function ListingDocuments({ listingId, documents }: { listingId: number; documents: ListingDocument[] }) {
  if (documents.length === 0) return null;
  const onRequest = documents.some((document) => !document.downloadable);
  return (
    <section aria-labelledby="documents-heading" className="mt-8">
      <h2 id="documents-heading" className="text-xl font-semibold text-ink">
        Logbooks and Documents
      </h2>
      <ul className="mt-4 divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-surface">
        {documents.map((document) => (
          <li key={document.id} className="flex items-center gap-3 p-4">
            <DocumentIcon format={document.format} />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-ink">
                {document.downloadable ? (
                  <a href={documentUrl(document.id)} download className="text-brand-700 hover:underline">
                    {document.name}
                  </a>
                ) : (
                  document.name
                )}
              </p>
              <p className="text-sm text-muted">
                {FORMAT_DETAILS[document.format].label}, {formatFileSize(document.bytes)}
              </p>
            </div>
            {document.access === "on-request" ? <Badge tone="gold">{ACCESS_LABELS[document.access]}</Badge> : null}
          </li>
        ))}
      </ul>
      {onRequest ? (
        <p className="mt-3 text-sm text-ink-soft">
          Documents on request go to buyers the seller shares them with.{" "}
          <Link to={`/aircraft/${listingId}/inquiry`} preventScrollReset data-keep-scroll className="text-brand-700 hover:underline">
            Ask the seller in an inquiry
          </Link>
          ; once they share one, it downloads here while you are signed in.
        </p>
      ) : null}
    </section>
  );
}

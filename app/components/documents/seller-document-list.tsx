import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ACCESS_LABELS, documentUrl, FORMAT_DETAILS, formatFileSize, type ListingDocument } from "~/domain/listings/listing-documents";
import { DocumentIcon } from "./document-icon";

/** The seller's documents, each with its file, who may open it, and buttons to change that or delete it. */
export function SellerDocumentList({ documents }: { documents: ListingDocument[] }) {
  if (documents.length === 0) return <p className="mt-3 text-ink-soft">No documents yet. Buyers value logbooks and records: they often decide a purchase on them.</p>;
  return (
    <ul className="mt-4 space-y-3" aria-label="Your documents">
      {documents.map((document) => (
        <li key={document.id}>
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <DocumentIcon format={document.format} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                <a href={documentUrl(document.id)} download className="break-words text-brand-700 hover:underline">
                  {document.name}
                </a>
                <Badge tone={document.access === "public" ? "success" : "gold"}>{ACCESS_LABELS[document.access]}</Badge>
              </p>
              <p className="text-sm text-muted">
                {FORMAT_DETAILS[document.format].label}, {formatFileSize(document.bytes)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="documentId" value={document.id} />
                <input type="hidden" name="access" value={document.access === "public" ? "on-request" : "public"} />
                <Button type="submit" name="intent" value="access" variant="outline" size="sm" aria-label={`Make ${document.name} ${document.access === "public" ? "on request" : "public"}`}>
                  {document.access === "public" ? "Make On Request" : "Make Public"}
                </Button>
              </Form>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="documentId" value={document.id} />
                <Button type="submit" name="intent" value="delete" variant="danger" size="sm" aria-label={`Delete ${document.name}`}>
                  Delete
                </Button>
              </Form>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

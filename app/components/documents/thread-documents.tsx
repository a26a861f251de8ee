import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { documentUrl, FORMAT_DETAILS, formatFileSize, type ThreadDocument } from "~/domain/listings/listing-documents";
import { DocumentIcon } from "./document-icon";

type Props = { inquiryId: number; role: "buyer" | "seller"; buyerName: string; documents: ThreadDocument[] };

/**
 * Documents in a conversation. The seller shares each on-request document with this
 * buyer, or takes it back, with one button (a form, so it works without JavaScript);
 * the buyer downloads what was shared with them. Nothing shows when there is nothing to share.
 */
export function ThreadDocuments({ inquiryId, role, buyerName, documents }: Props) {
  if (documents.length === 0) return null;
  const seller = role === "seller";
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="font-semibold text-ink">{seller ? "Documents on request" : "Documents the seller shared with you"}</h2>
      <p className="mt-1 text-sm text-ink-soft">
        {seller
          ? `Share a document and ${buyerName} can download it, signed in, from this conversation and the listing page; stop sharing and they no longer can.`
          : "Download them here or from the listing page while the seller shares them."}
      </p>
      <ul className="mt-4 space-y-3" aria-label={seller ? "Documents on request" : "Shared documents"}>
        {documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center gap-3">
            <DocumentIcon format={document.format} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                {seller ? document.name : (
                  <a href={documentUrl(document.id)} download className="text-brand-700 hover:underline">
                    {document.name}
                  </a>
                )}
                {seller && document.shared ? <Badge tone="success">Shared</Badge> : null}
              </p>
              <p className="text-sm text-muted">
                {FORMAT_DETAILS[document.format].label}, {formatFileSize(document.bytes)}
              </p>
            </div>
            {seller ? (
              <Form method="post" action={`/dashboard/inquiries/${inquiryId}/documents`} preventScrollReset>
                <input type="hidden" name="documentId" value={document.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={document.shared ? "unshare" : "share"}
                  variant={document.shared ? "outline" : "primary"}
                  size="sm"
                  aria-label={document.shared ? `Stop sharing ${document.name} with ${buyerName}` : `Share ${document.name} with ${buyerName}`}
                >
                  {document.shared ? "Stop Sharing" : "Share"}
                </Button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** The editor's way to the listing's documents, beside its photos. */
export function DocumentsCard({ listingId }: { listingId: number }) {
  return (
    <Card className="mt-4 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold text-ink">Logbooks and documents</h2>
        <p className="text-sm text-ink-soft">Upload logbooks and records; make each public, or share it on request with the buyers you choose.</p>
      </div>
      <LinkButton to={`/dashboard/listings/${listingId}/documents`} className="shrink-0">
        Add documents
      </LinkButton>
    </Card>
  );
}

import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { EXPIRE_AFTER_DAYS } from "~/domain/listings/freshness";

/** Why an expired listing is not in the catalogue, as its seller reads it. */
export const EXPIRED_EXPLANATION = `It left the catalogue after ${EXPIRE_AFTER_DAYS} days without an update or an answer to our "still for sale?" email. Buyers cannot find it or open its page; nobody is told it sold.`;

/** The seller's one click that brings an expired listing back to the catalogue, updated today. */
export function RepublishButton({ listingId, name, size = "sm" }: { listingId: number; name: string; size?: "sm" | "md" }) {
  return (
    <Form method="post" action={`/dashboard/listings/${listingId}/republish`}>
      <Button type="submit" size={size} aria-label={`Republish ${name}`}>
        Republish
      </Button>
    </Form>
  );
}

/** On the edit page of an expired listing: why it is gone, and the button that brings it back. */
export function ExpiredNote({ listingId, name }: { listingId: number; name: string }) {
  return (
    <div role="note" className="mt-4 flex flex-col gap-3 rounded-lg border border-line bg-navy-50 p-4 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="font-semibold text-ink">Expired.</span> {EXPIRED_EXPLANATION}
      </p>
      <RepublishButton listingId={listingId} name={name} size="md" />
    </div>
  );
}

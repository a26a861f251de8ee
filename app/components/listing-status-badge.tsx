import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { ListingStatus } from "~/domain/listings/listing";
import { statusLabel } from "~/domain/listings/listing";

/**
 * One colour per status, wherever a listing's status is shown (My Listings, the editor,
 * the preview, Analytics): green for sale, gold under offer, blue sold, grey otherwise.
 * Sold is a good outcome, not an error, so it is not red.
 */
export const STATUS_TONES: Record<ListingStatus, BadgeTone> = { active: "success", pending: "gold", sold: "brand", draft: "neutral", deleted: "neutral", expired: "neutral" };

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

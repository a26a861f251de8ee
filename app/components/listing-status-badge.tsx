import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { ListingStatus } from "~/domain/listings/listing";
import { statusLabel } from "~/domain/listings/listing-form";

const TONES: Record<ListingStatus, BadgeTone> = { active: "success", pending: "gold", sold: "danger", draft: "neutral", deleted: "neutral" };

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={TONES[status]}>{statusLabel(status)}</Badge>;
}

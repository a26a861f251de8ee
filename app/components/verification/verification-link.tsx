import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { VerificationStatus } from "~/domain/sellers/verification";

/** On the seller's dashboard: where their verification stands, and the way to the request. */
export function VerificationLink({ status }: { status: VerificationStatus | null }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
      {status === "approved" ? <Badge tone="success">Verified seller</Badge> : null}
      {status === "pending" ? <Badge tone="gold">Verification waiting for review</Badge> : null}
      <Link to="/dashboard/verification" className="font-medium text-brand-700 underline">
        {status === null ? "Ask to be verified" : status === "refused" ? "Verification refused: see why, and ask again" : "Seller verification"}
      </Link>
    </p>
  );
}

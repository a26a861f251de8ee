import { Link } from "react-router";
import type { DealState } from "~/domain/deals/deal-process";
import { DealStateBadge } from "./deal-status";

/** The conversation's way into its deal room, with where the current round stands. */
export function DealLink({ inquiryId, state }: { inquiryId: number; state: DealState | null }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-canvas px-4 py-3 text-sm">
      <Link to={`/dashboard/inquiries/${inquiryId}/deal`} className="font-semibold text-brand-700 hover:underline">
        {state ? "Deal room" : "Make an offer in the deal room"}
      </Link>
      {state ? <DealStateBadge state={state} /> : <span className="text-ink-soft">Offers, deposit, inspection and closing, with who does what by when.</span>}
    </p>
  );
}

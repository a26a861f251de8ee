/**
 * The listing's status while its deal room keeps it: Pending from terms agreed to closing,
 * Sold once a deal sold it. The seller cannot set it by hand then, or the catalogue and
 * the buyers who watch the aircraft would hear something the deal does not say.
 */
import { holdsListing, type DealState } from "./deal-process";

export type KeptStatus = "pending" | "sold";

/** The status the listing's deals keep, if any keeps one. */
export function statusKeptByDeals(deals: readonly { state: DealState; heldState: DealState | null }[]): KeptStatus | null {
  if (deals.some((deal) => deal.state === "sold")) return "sold";
  return deals.some((deal) => holdsListing(deal.state, deal.heldState)) ? "pending" : null;
}

/** Why the editor offers no status change, and the 400's message when one is posted anyway. */
export const KEPT_STATUS_MESSAGES: Record<KeptStatus, string> = {
  pending:
    "A deal holds this aircraft: its terms are agreed, and it is on the way to closing. It stays Pending until the deal closes (then Sold) or falls through (then Active again), as the deal room records; you cannot change the status by hand meanwhile.",
  sold: "This aircraft was sold through its deal room: it stays Sold, and you cannot change the status by hand.",
};

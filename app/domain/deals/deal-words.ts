/** How the deal room names states and steps, on its page and in its emails. */
import type { DealAction, DealState } from "./deal-process";

export const STATE_LABELS: Record<DealState, string> = {
  offer_open: "Offer open",
  terms_agreed: "Terms agreed",
  deposit_held: "Deposit held",
  inspection: "Pre-buy inspection",
  acceptance: "Technical acceptance",
  squawks: "Squawks",
  closing: "Closing",
  sold: "Sold",
  declined: "Declined",
  withdrawn: "Withdrawn",
  expired: "Expired",
  lapsed: "Lapsed",
  cancelled: "Cancelled",
  on_hold: "On hold",
};

/** What either side does after the sale (or from closing on): outside the state table's transitions, as they change no state. */
export type AfterSaleStep = "publish_price" | "review";

/** The button of each step, and the history's line for it. */
export const STEP_LABELS: Record<DealAction | "offer" | AfterSaleStep, string> = {
  offer: "Make an offer",
  counter: "Counter-offer",
  accept: "Accept the offer",
  decline: "Decline the offer",
  withdraw: "Withdraw the offer",
  expire: "Offer expired",
  record_deposit: "Record the deposit",
  lapse: "Terms lapsed (no deposit in time)",
  schedule_inspection: "Schedule the inspection",
  records_only: "Go on records only (no inspection)",
  upload_report: "Record the inspection report",
  ask_decision: "Ask the buyer for a decision",
  accept_as_is: "Accept the aircraft as is",
  accept_with_items: "Accept subject to the items",
  reject: "Reject the aircraft",
  silence_rejects: "No decision in time: rejected",
  answer_squawks: "Answer the items",
  agree_items: "Agree the answers (terms version 2)",
  walk_away: "Walk away",
  tick_item: "Tick a closing item",
  confirm_closing: "Confirm the closing",
  confirm_sold: "Confirm the sale",
  cancel: "Cancel the deal",
  hold: "Put on hold",
  release: "Release the hold",
  publish_price: "Agree to publish the sold price",
  review: "Post the review",
};

/** The toast after a party's step: which step, and where the deal now stands. */
export function stepDoneMessage(action: DealAction | "offer", to: DealState, itemLabel?: string): string {
  if (action === "tick_item" && itemLabel) return `Ticked: ${itemLabel}.`;
  return `${STEP_LABELS[action]}: done. The deal stands at ${STATE_LABELS[to]}.`;
}

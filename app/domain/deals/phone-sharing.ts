/**
 * Phone numbers stay out of a conversation until terms are agreed (issue 44's wire
 * safety: a number is what a fraudster asks for first, to move a deal off the site). The
 * buyer may give one with their inquiry; the seller sees it once terms were agreed in a
 * deal of that conversation, and keeps seeing it if that round later falls through. The
 * seller's phone is the listing's public contact (the aircraft page's Contact Seller
 * card), so there is nothing of theirs to hold back.
 */
import type { Party } from "./deal-process";

export function buyerPhoneShown(reader: Party, termsAgreed: boolean): boolean {
  return reader === "buyer" || termsAgreed;
}

/** What the seller reads where the number will be, and in the inquiry's email. */
export const BUYER_PHONE_AT_TERMS = "The buyer's phone number is shared with you once you agree terms in a deal in this conversation.";

/** The hint under the inquiry form's phone field. */
export const PHONE_FIELD_HINT = "Optional. The seller sees it once you agree terms in a deal.";

/**
 * What the detail page's links that open the inquiry dialog share with it. Apart from the
 * dialog, so that the detail page and the seller's preview do not load the dialog's code.
 */

/** Where focus goes when the dialog closes and the element that opened it is gone. */
export const INQUIRY_OPENER_ID = "email-seller";

/** Set on links that open the dialog from the detail page, so closing can go Back instead of forward. */
export type InquiryOpenerState = { fromDetail: true };

/**
 * Where the inquiry dialog's direct-message form sits, for links that open the dialog at
 * it. Apart from the form, so that the detail page's links do not bring the form's code.
 */
export const DIRECT_FORM_ANCHOR = "message-seller";

/**
 * What an operator confirms, one box each, before approving a seller; /help lists the
 * same checks word for word. Apart from the schemas so that pages load it without zod.
 */
export const VERIFICATION_CHECKS = [
  { name: "documentMatches", label: "The proof document names this company, with this legal name and registration number." },
  { name: "registerMatches", label: "The company register of the stated country lists this company under this number, and it is active." },
  { name: "addressMatches", label: "The business address is the one the register or the document gives." },
] as const;


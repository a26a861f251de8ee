/**
 * How long an operator's reason must be, for every decision the audit log records (a
 * suspension, a hidden listing, a report): the console's schemas check it, its forms say it.
 */
export const OPERATOR_REASON_LENGTH = { min: 5, max: 1000 } as const;

/** A loan's monthly payment, amortised: the same payment each month pays interest on what is owed and the rest off. */

/** A fifth down, 7.5% a year over 20 years: a starting point the buyer replaces with a lender's terms. */
export const FINANCING_DEFAULTS = { downShare: 0.2, rate: 7.5, months: 240 };

export type LoanTerms = {
  /** Dollars borrowed. */
  principal: number;
  /** Yearly interest rate in percent, charged monthly at a twelfth of it. */
  annualRatePercent: number;
  months: number;
};

export type LoanPayments = { monthly: number; totalInterest: number; totalPaid: number };

/** Rounded to the cent, as a lender would quote it. */
export function loanPayments({ principal, annualRatePercent, months }: LoanTerms): LoanPayments {
  const rate = annualRatePercent / 100 / 12;
  const exact = rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months);
  const monthly = Math.round(exact * 100) / 100;
  const totalPaid = Math.round(monthly * months * 100) / 100;
  return { monthly, totalPaid, totalInterest: Math.round((totalPaid - principal) * 100) / 100 };
}

import { REPAYMENT_MONTHS } from '@campuspath/contract/offers-terms';

/**
 * The standard 10-year plan: M = P × r / (1 − (1 + r)^−n), r the annual rate / 12, n = 120
 * payments; M = P / n at a 0% rate. Total repaid = n × M (from the unrounded M, as the reference's
 * worked examples do), interest = total − P. Money in cents, rounded half up.
 * Source: ../shared/reference/student-aid/loans-and-offers.md, section 5.
 */
export function standardRepayment(principalDollars: number, basisPoints: number, months = REPAYMENT_MONTHS) {
  const principal = principalDollars * 100;
  const rate = basisPoints / 10_000 / 12;
  const monthly = rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months);
  const monthlyCents = Math.round(monthly);
  const totalCents = Math.round(monthly * months);
  return { monthlyCents, totalCents, interestCents: totalCents - principal };
}

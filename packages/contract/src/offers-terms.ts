/**
 * Aid offers, without zod: the College Financing Plan's lines (U.S. Department of Education's
 * standard offer template), their labels, the award years an offer can be for, and the Parent
 * PLUS cap. Source of each rule: ../shared/reference/student-aid/loans-and-offers.md, retold in
 * docs/decisions-and-money.md.
 */

/** Award years an offer can be for (the loan rates of each are in the API's federal-loan-rates.ts). */
export const OFFER_YEARS = ['2024-25', '2025-26', '2026-27', '2027-28'] as const;
export type OfferYear = (typeof OFFER_YEARS)[number];

/** Cost of attendance lines, in the College Financing Plan's order. */
export const COST_LINES = ['tuitionFees', 'housingMeals', 'books', 'transportation', 'otherCosts'] as const;
export type CostLine = (typeof COST_LINES)[number];
export const COST_LINE_LABELS: Record<CostLine, string> = {
  tuitionFees: 'Tuition and fees',
  housingMeals: 'Housing and meals',
  books: 'Books, course materials, supplies and equipment',
  transportation: 'Transportation',
  otherCosts: 'Other education costs (personal expenses)',
};

/** Grants and scholarships ("gift aid"), by source. */
export const GRANT_LINES = ['federalPell', 'otherFederal', 'state', 'college', 'outside'] as const;
export type GrantLine = (typeof GRANT_LINES)[number];
export const GRANT_LINE_LABELS: Record<GrantLine, string> = {
  federalPell: 'Federal Pell Grant',
  otherFederal: 'Other federal grants (such as SEOG)',
  state: 'Grants from your state',
  college: 'Scholarships and grants from the college',
  outside: 'Outside scholarships',
};

/** Loans on the offer: the student's federal Direct Loans, the parent's PLUS loan, private loans. */
export const LOAN_LINES = ['subsidized', 'unsubsidized', 'parentPlus', 'private'] as const;
export type LoanLine = (typeof LOAN_LINES)[number];
export const LOAN_LINE_LABELS: Record<LoanLine, string> = {
  subsidized: 'Federal Direct Subsidized Loan (student)',
  unsubsidized: 'Federal Direct Unsubsidized Loan (student)',
  parentPlus: 'Federal Direct Parent PLUS Loan (parent)',
  private: 'Private or alternative loan',
};

/** Whether a grant comes again in later years, as the letter says. */
export const RENEWABLE_CHOICES = ['yes', 'no', 'unknown'] as const;
export type Renewable = (typeof RENEWABLE_CHOICES)[number];
export const RENEWABLE_LABELS: Record<Renewable, string> = {
  yes: 'Renewable',
  no: 'This year only',
  unknown: 'The letter does not say',
};

/** How the letter listed a loan: inside the "award" (misleading) or as a loan. */
export const LISTED_AS_CHOICES = ['loan', 'award'] as const;
export type ListedAs = (typeof LISTED_AS_CHOICES)[number];
export const LISTED_AS_LABELS: Record<ListedAs, string> = {
  loan: 'Listed as a loan',
  award: 'Listed as aid or an "award"',
};

/** Where the student will live; the cost lines depend on it. */
export const HOUSING_CHOICES = ['on-campus', 'off-campus', 'with-family'] as const;
export type Housing = (typeof HOUSING_CHOICES)[number];
export const HOUSING_LABELS: Record<Housing, string> = {
  'on-campus': 'On campus',
  'off-campus': 'Off campus',
  'with-family': 'With family',
};

/** Where a cost line's figure comes from: the letter, or the college's federal figure left as prefilled. */
export const COST_SOURCES = ['letter', 'federal-figure'] as const;
export type CostSource = (typeof COST_SOURCES)[number];

/** The largest amount one line takes (a year's cost at the dearest college is well below it). */
export const OFFER_AMOUNT_MAX = 500_000;
/** A private loan's rate, in percent, with at most two decimals. */
export const PRIVATE_RATE_MAX = 30;
export const OFFER_NOTES_MAX_LENGTH = 2000;

/**
 * Parent PLUS from July 1, 2026 (Public Law 119-21): at most $20,000 a year per dependent student
 * ($65,000 in all), per 2025 law with final rules pending; earlier years had no fixed cap.
 */
export const PARENT_PLUS_ANNUAL_CAP = 20_000;
export const PARENT_PLUS_AGGREGATE_CAP = 65_000;
export const PARENT_PLUS_CAP_FROM_YEAR: OfferYear = '2026-27';
export const PARENT_PLUS_CAP_NOTE =
  'Per the 2025 law (Public Law 119-21), final rules pending: from July 1, 2026 a parent can borrow at most $20,000 a year ($65,000 in all) in Parent PLUS for each student. A student who already had a Parent PLUS loan before that date may keep the old rules for up to three years.';

/** The standard plan every loan's payment is estimated on. */
export const REPAYMENT_MONTHS = 120;

/** What the product flags on an offer. */
export const OFFER_FLAG_KINDS = ['loan-listed-as-award', 'no-cost', 'one-year-grant', 'gap', 'parent-plus-over-cap'] as const;
export type OfferFlagKind = (typeof OFFER_FLAG_KINDS)[number];

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CostLine, GrantLine, Housing, ListedAs, LoanLine, Renewable } from '@campuspath/contract/offers-terms';

/**
 * The College Financing Plan's words as the page shows them, in its language: the contract keeps
 * its English labels (the API writes them into an offer's explanation); the form and the
 * comparison read these, by the same ids (aid words from docs/glossary-es.md).
 */
export const COST_LINE_WORDS: Record<CostLine, MessageDescriptor> = {
  tuitionFees: msg`Tuition and fees`,
  housingMeals: msg`Housing and meals`,
  books: msg`Books, course materials, supplies and equipment`,
  transportation: msg`Transportation`,
  otherCosts: msg`Other education costs (personal expenses)`,
};

export const GRANT_LINE_WORDS: Record<GrantLine, MessageDescriptor> = {
  federalPell: msg`Federal Pell Grant`,
  otherFederal: msg`Other federal grants (such as SEOG)`,
  state: msg`Grants from your state`,
  college: msg`Scholarships and grants from the college`,
  outside: msg`Outside scholarships`,
};

export const LOAN_LINE_WORDS: Record<LoanLine, MessageDescriptor> = {
  subsidized: msg`Federal Direct Subsidized Loan (student)`,
  unsubsidized: msg`Federal Direct Unsubsidized Loan (student)`,
  parentPlus: msg`Federal Direct Parent PLUS Loan (parent)`,
  private: msg`Private or alternative loan`,
};

export const RENEWABLE_WORDS: Record<Renewable, MessageDescriptor> = {
  yes: msg`Renewable`,
  no: msg`This year only`,
  unknown: msg`The letter does not say`,
};

export const LISTED_AS_WORDS: Record<ListedAs, MessageDescriptor> = {
  loan: msg`Listed as a loan`,
  award: msg`Listed as aid or an "award"`,
};

export const HOUSING_WORDS: Record<Housing, MessageDescriptor> = {
  'on-campus': msg`On campus`,
  'off-campus': msg`Off campus`,
  'with-family': msg`With family`,
};

/** PARENT_PLUS_CAP_NOTE of the contract, in the page's language. */
export const PARENT_PLUS_CAP_WORDS = msg`Per the 2025 law (Public Law 119-21), final rules pending: from July 1, 2026 a parent can borrow at most $20,000 a year ($65,000 in all) in Parent PLUS for each student. A student who already had a Parent PLUS loan before that date may keep the old rules for up to three years.`;

/** The box a family ticks when it plans to take a loan, by line. */
export const LOAN_TAKE_WORDS: Record<LoanLine, MessageDescriptor> = {
  subsidized: msg`We plan to take the Federal Direct Subsidized Loan`,
  unsubsidized: msg`We plan to take the Federal Direct Unsubsidized Loan`,
  parentPlus: msg`We plan to take the Federal Direct Parent PLUS Loan`,
  private: msg`We plan to take the Private or alternative loan`,
};

/**
 * The API's labels of an offer's worked-out figures (offer-figures.ts writes them in English, with
 * the figures' explanations) in the page's language; a label not listed shows as the API wrote it.
 */
export const EXPLANATION_LABEL_WORDS: Record<string, MessageDescriptor> = {
  'Cost of attendance': msg`Cost of attendance`,
  'Gift aid (grants and scholarships)': msg`Gift aid (grants and scholarships)`,
  'Net price': msg`Net price`,
  'What the family must cover': msg`What the family must cover`,
  'Total borrowing this year': msg`Total borrowing this year`,
};

import type { OfferYear } from '@campuspath/contract/offers-terms';

/**
 * Federal Direct Loan interest rates, fixed for the life of each loan, keyed by first-disbursement
 * date (July 1 to June 30). Rates are set by law from the May Treasury auction and are never
 * computed here: a new year is a row added to this table once the rate is published.
 *
 * Source: ../shared/reference/student-aid/loans-and-offers.md, section 1 (secondary copies of
 * studentaid.gov: [F28] elfi.com and [F29] cnjem.com for 2024-25; [F30] unmc.edu and [F29] for
 * 2025-26). Rates are in hundredths of a percent (639 = 6.39%), so no float is stored.
 */
export interface FederalRateRow {
  firstDisbursedFrom: string;
  firstDisbursedTo: string;
  undergraduate: number;
  parentPlus: number;
  source: string;
}

export const FEDERAL_LOAN_RATES: readonly FederalRateRow[] = [
  {
    firstDisbursedFrom: '2024-07-01',
    firstDisbursedTo: '2025-06-30',
    undergraduate: 653,
    parentPlus: 908,
    source: 'studentaid.gov rates for 2024-25, as quoted by university and lender pages',
  },
  {
    firstDisbursedFrom: '2025-07-01',
    firstDisbursedTo: '2026-06-30',
    undergraduate: 639,
    parentPlus: 894,
    source: 'studentaid.gov rates for 2025-26, as quoted by university financial-aid pages',
  },
];

export interface FederalRate {
  basisPoints: number;
  status: 'official' | 'example';
  note: string;
  /** What the note quotes, for the web to word: an official rate's dates and source; an example's year. */
  period: { from: string; to: string; source: string } | null;
  exampleYear: string | null;
}

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

/**
 * The rate of a `kind` loan first disbursed in the award year's first month (July 1). A year whose
 * rate is not in the table (announced each May) gets the newest known rate as an example, saying so.
 */
export function federalRateFor(year: OfferYear, kind: 'undergraduate' | 'parentPlus'): FederalRate {
  const firstDisbursed = `${year.slice(0, 4)}-07-01`;
  const row = FEDERAL_LOAN_RATES.find((r) => r.firstDisbursedFrom <= firstDisbursed && firstDisbursed <= r.firstDisbursedTo);
  if (row) {
    return {
      basisPoints: row[kind],
      status: 'official',
      note: `${percent(row[kind])}: the federal rate for loans first disbursed ${row.firstDisbursedFrom} to ${row.firstDisbursedTo} (${row.source}).`,
      period: { from: row.firstDisbursedFrom, to: row.firstDisbursedTo, source: row.source },
      exampleYear: null,
    };
  }
  const newest = FEDERAL_LOAN_RATES.at(-1)!;
  const newestYear = `${newest.firstDisbursedFrom.slice(0, 4)}-${newest.firstDisbursedTo.slice(2, 4)}`;
  return {
    basisPoints: newest[kind],
    status: 'example',
    note: `The ${year} rate is not confirmed yet (it is announced each May); the ${newestYear} rate of ${percent(newest[kind])} is shown as an example.`,
    period: null,
    exampleYear: newestYear,
  };
}

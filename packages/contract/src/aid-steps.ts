import type { Sourced, ValueStatus } from './aid-tables.ts';

/**
 * The lines of an estimate as ids and figures, not sentences: the page writes each line's label,
 * how it was worked out and its notes in the reader's language from these (the web's
 * features/aid-estimate/aid-step-words.ts), so the formula stays free of any language.
 */
export type AidStepId =
  | 'parent-total-income'
  | 'parent-income-tax'
  | 'parent-payroll'
  | 'parent-ipa'
  | 'parent-eea'
  | 'parent-allowances'
  | 'parent-available-income'
  | 'parent-net-worth'
  | 'parent-apa'
  | 'parent-asset-contribution'
  | 'parent-adjusted-income'
  | 'parent-contribution'
  | 'student-total-income'
  | 'student-allowances'
  | 'student-available-income'
  | 'student-income-contribution'
  | 'student-asset-contribution'
  | 'sai'
  | 'pell-guideline'
  | 'pell';

/**
 * The figures a line's explanation quotes, by name: dollars, rates in basis points, counts, and a
 * few words that pick a wording (`variant`, `business`, `state`, `awardYear`).
 */
export type AidFigures = Readonly<Record<string, number | string>>;

/** A table value that is less than published, named by what it is. */
export type AidValueName =
  | 'foreign-income-added-back'
  | 'small-business-excluded'
  | 'business-farm-table'
  | 'wage-base'
  | 'income-protection'
  | 'employment-expense-cap'
  | 'asset-protection'
  | 'contribution-table'
  | 'student-income-protection'
  | 'poverty-guideline'
  | 'pell-income-limits'
  | 'pell-bar';

/** The statuses a note names; a published value, or one read from a copy of it, needs none. */
export type UnpublishedStatus = Extract<ValueStatus, 'derived' | 'secondary' | 'assumed'>;
const NOTED: readonly ValueStatus[] = ['derived', 'secondary', 'assumed'];

/** A note on a line: a value that is derived, assumed or from a secondary source, or a fixed warning. */
export type AidCaveat =
  | { id: 'value-status'; value: AidValueName; status: UnpublishedStatus; source: string }
  | { id: 'business-approximated' }
  | { id: 'student-income-floor-assumed' }
  | { id: 'pell-max-min'; max: number; min: number; awardYear: string; source: string }
  | { id: 'pell-payment-schedule' }
  | { id: 'pell-single-parent-decides' }
  | { id: 'pell-near-limit' };

/** One explained line of an estimate: its amount, the figures its explanation quotes, and its notes. */
export interface AidStep {
  id: AidStepId;
  amount: number;
  figures: AidFigures;
  caveats: AidCaveat[];
}

export interface AidSection {
  id: 'parents-income' | 'parents-assets' | 'parents-contribution' | 'student' | 'sai' | 'pell';
  steps: AidStep[];
}

/** Half away from zero, as the Department of Education rounds every line (4,812.5 → 4,813; −427.9 → −428). */
export function roundDollars(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `rate` (basis points) of `amount`, rounded to the dollar: integer inputs keep the product exact. */
export function percentOf(amount: number, rate: number): number {
  return roundDollars((amount * rate) / 10_000);
}

/** A caveat for each value that is not published (named by `value`), with its source. */
export function caveatsFor(...values: [value: AidValueName, sourced: Sourced<unknown>][]): AidCaveat[] {
  return values.flatMap(([value, sourced]): AidCaveat[] =>
    NOTED.includes(sourced.status)
      ? [{ id: 'value-status', value, status: sourced.status as UnpublishedStatus, source: sourced.source }]
      : [],
  );
}

export function step(id: AidStepId, amount: number, figures: AidFigures = {}, caveats: AidCaveat[] = []): AidStep {
  return { id, amount, figures, caveats };
}

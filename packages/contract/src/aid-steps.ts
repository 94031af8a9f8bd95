import type { Sourced, ValueStatus } from './aid-tables.ts';

/**
 * One explained line of an estimate: what it is in plain words, how it was worked out, and,
 * when it rests on a value that is derived, assumed or from a secondary source, a note saying so.
 */
export interface AidStep {
  id: string;
  label: string;
  amount: number;
  /** The arithmetic in words, e.g. "6.2% of $50,000 = $3,100, plus 1.45% of $50,000 = $725". */
  how: string;
  /** Where a value in this step is less than published: what it is and why. */
  caveats: string[];
}

export interface AidSection {
  id: 'parents-income' | 'parents-assets' | 'parents-contribution' | 'student' | 'sai' | 'pell';
  title: string;
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

export function formatDollars(amount: number): string {
  return `${amount < 0 ? '−' : ''}$${Math.abs(amount).toLocaleString('en-US')}`;
}

export function formatRate(rate: number): string {
  return `${(rate / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

const PLAIN_STATUS: Partial<Record<ValueStatus, string>> = {
  derived: 'derived by the Federal Register’s update method, not read from the official guide',
  secondary: 'from a secondary source, not an official publication',
  assumed: 'assumed: no official value was found',
};

/** A caveat for each value that is not published (named by `what`), with its source. */
export function caveatsFor(...values: [what: string, value: Sourced<unknown>][]): string[] {
  return values.flatMap(([what, value]) => {
    const plain = PLAIN_STATUS[value.status];
    return plain ? [`${what} is ${plain} (${value.source}).`] : [];
  });
}

export function step(id: string, label: string, amount: number, how: string, caveats: string[] = []): AidStep {
  return { id, label, amount, how, caveats };
}

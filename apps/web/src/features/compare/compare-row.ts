import type { ReactNode } from 'react';
import type { SchoolDetail } from '@campuspath/contract/schools';

/** One row of the comparison table: a measure, and what each school's cell says about it. */
export interface CompareRow {
  key: string;
  label: string;
  /** Small print under the label (what the figure is, its year). */
  note?: ReactNode;
  /** The figure behind the cell, for bars and "Best"; null when the school does not report it. */
  value?: (school: SchoolDetail) => number | null;
  /** What the cell says; null reads "Not reported". */
  render: (school: SchoolDetail) => ReactNode;
  /** Only where "best" is unambiguous (lowest cost, highest graduation rate...), never for size or selectivity. */
  best?: 'lowest' | 'highest';
  /** Inline bars: `fraction` on a 0-1 scale, `relative` to the row's largest value. */
  bar?: 'fraction' | 'relative';
  /** The value as the cell shows it (rounded), so "Best" never picks between two figures that read the same. */
  shown?: (value: number) => number;
  /** More under the value: a calculator link, "For in-state students". */
  extra?: (school: SchoolDetail) => ReactNode;
  /** A row that is one message across every school (sign in to see your chance, choose an income). */
  message?: ReactNode;
}

export interface CompareGroup {
  key: string;
  title: string;
  rows: CompareRow[];
}

/**
 * The columns holding the best value of a row: none unless the row names a direction, at least two
 * schools report it, and exactly one school has the best figure as shown (a tie highlights nothing).
 */
export function bestColumns(row: CompareRow, schools: readonly SchoolDetail[]): Set<number> {
  if (!row.best || !row.value) return new Set();
  const shown = schools.map((school) => {
    const value = row.value!(school);
    return value === null ? null : (row.shown ?? Math.round)(value);
  });
  const reported = shown.filter((value): value is number => value !== null);
  if (reported.length < 2) return new Set();
  const target = row.best === 'lowest' ? Math.min(...reported) : Math.max(...reported);
  const winners = shown.flatMap((value, index) => (value === target ? [index] : []));
  return winners.length === 1 ? new Set(winners) : new Set();
}

/** Bar lengths (0-100) per column, or null where there is no bar (no bar kind, or not reported). */
export function barWidths(row: CompareRow, schools: readonly SchoolDetail[]): (number | null)[] {
  if (!row.bar || !row.value) return schools.map(() => null);
  const values = schools.map((school) => row.value!(school));
  const scale = row.bar === 'fraction' ? 1 : Math.max(0, ...values.filter((value): value is number => value !== null));
  return values.map((value) => (value === null || scale <= 0 ? null : Math.max(0, Math.min(100, (value / scale) * 100))));
}

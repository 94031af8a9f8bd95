import type { ReactNode } from 'react';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import type { ChanceState, HistoryState } from './compare-cells.tsx';

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
  /**
   * The catalogue field the figure comes from (per school when it depends on the school): the row says
   * the year most of the schools' figures share, and a cell of another year says its own.
   */
  field?: string | ((school: SchoolDetail) => string);
}

export interface CompareContext {
  /** The family income band for "Your estimated net price"; null asks for one. */
  band: IncomeBand | null;
  /** The student's home state: at a public college elsewhere, the out-of-state estimate and its formula. */
  homeState: string | null;
  /** Signed in with a test score (`chanceReady`): the chance per school. Otherwise a message row explains. */
  chance: { kind: 'ready'; of: (schoolId: number) => ChanceState } | { kind: 'message'; message: ReactNode };
  /** The student's intended fields (2-digit CIP codes); empty shows each school's top fields. */
  intendedMajors: readonly string[];
  /**
   * A student of a high school gets a row "Your school's history" beside the chance
   * (never blended), and `chart` per school (its scattergram, composed by the page).
   */
  history?: { of: (schoolId: number) => HistoryState; chart: (school: SchoolDetail) => ReactNode } | null;
  /** The signed-in student's saved aid estimate: a row "Your estimated Pell Grant" under the net prices. */
  pell?: { amount: number; awardYear: string } | null;
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

const fieldOf = (row: CompareRow, school: SchoolDetail) => (typeof row.field === 'function' ? row.field(school) : row.field);

/**
 * The row's year: the one most of the reported figures share (the newest on a tie), or null when
 * the row names no field or no school reports it. The row's note states it once.
 */
export function rowYear(row: CompareRow, schools: readonly SchoolDetail[]): string | null {
  const counts = new Map<string, number>();
  for (const school of schools) {
    const field = fieldOf(row, school);
    const year = field ? school.figureYears?.[field] : undefined;
    if (year && row.render(school) !== null) counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0]?.[0] ?? null;
}

/** A cell's own year where it differs from the row's, else null. */
export function cellYear(row: CompareRow, school: SchoolDetail, year: string | null): string | null {
  const field = fieldOf(row, school);
  const own = field ? school.figureYears?.[field] : undefined;
  return own && own !== year ? own : null;
}

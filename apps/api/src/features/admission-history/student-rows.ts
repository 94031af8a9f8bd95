import { HISTORY_ROUNDING } from '@campuspath/contract/admission-history-terms';
import { ACT_CONCORDANCE_FLOOR } from '@campuspath/contract/sat-concordance';
import type { HistoryRow } from './history-row.ts';
import { inWindow, type SchoolHistory } from './school-history.ts';
import { bestSatScale } from './similar-students.ts';

/**
 * The only rows any student's view is computed from, so that no combination of views can reveal
 * more than they hold (the README's promise: no group under the display minimum, nothing finer
 * than the chart shows):
 *
 * - the class years the school chose;
 * - only rounds with at least the display minimum of applicants: a smaller round is withheld from
 *   every view, "All rounds" included, so every view is a union of whole rounds at the minimum or
 *   more, and any difference of two views is one too ("All rounds" minus Early Action once gave
 *   back three Early Decision applicants);
 * - each applicant as the chart shows them: GPA on the 0.05 grid, only the test the chart places
 *   them by, on the 10-point grid (a second score the chart never shows is never compared with).
 *
 * A student's own profile is snapped to the same grid before it is compared with anyone
 * ("students like you"), so stepping one's own GPA by 0.001 changes nothing until it crosses a
 * grid line, and whatever the similarity band, its answer is a function of what the chart shows.
 */

const GPA_GRID_MILLI = Math.round(HISTORY_ROUNDING.gpa * 1000);

export const snapGpaMilli = (gpaMilli: number): number => Math.round(gpaMilli / GPA_GRID_MILLI) * GPA_GRID_MILLI;
export const snapScore = (score: number): number => Math.round(score / HISTORY_ROUNDING.sat) * HISTORY_ROUNDING.sat;

/** An applicant as the chart shows them: the snapped GPA and the one test the chart places them by. */
export function displayedRow(row: HistoryRow): HistoryRow {
  const best = bestSatScale(row);
  return {
    ...row,
    gpaMilli: snapGpaMilli(row.gpaMilli),
    sat: best?.basis === 'SAT' ? snapScore(best.score) : null,
    // The chart shows an ACT as its SAT equivalent, the same for every composite up to the concordance's floor.
    act: best?.basis === 'ACT' ? Math.max(row.act!, ACT_CONCORDANCE_FLOOR) : null,
  };
}

/** The student's profile on the chart's grid, as it is compared with past applicants. */
export function snapStudentScores(scores: { gpaMilli: number | null; sat: number | null; act: number | null }) {
  return {
    gpaMilli: scores.gpaMilli === null ? null : snapGpaMilli(scores.gpaMilli),
    sat: scores.sat === null ? null : snapScore(scores.sat),
    act: scores.act === null ? null : Math.max(Math.round(scores.act), ACT_CONCORDANCE_FLOOR),
  };
}

const cache = new WeakMap<SchoolHistory, Map<number, readonly HistoryRow[]>>();

/** One college's rows as every student view sees them (see above); empty when no round reaches the minimum. */
export function studentRows(history: SchoolHistory, collegeId: number): readonly HistoryRow[] {
  let colleges = cache.get(history);
  if (!colleges) {
    colleges = new Map();
    cache.set(history, colleges);
  }
  let rows = colleges.get(collegeId);
  if (!rows) {
    const windowed = inWindow(history.byCollege.get(collegeId) ?? [], history.settings.classYears);
    const perRound = new Map<HistoryRow['round'], number>();
    for (const row of windowed) perRound.set(row.round, (perRound.get(row.round) ?? 0) + 1);
    const minimum = history.settings.displayMinimum;
    rows = windowed.filter((row) => perRound.get(row.round)! >= minimum).map(displayedRow);
    colleges.set(collegeId, rows);
  }
  return rows;
}

import { createHash } from 'node:crypto';
import type { HistoryDecision } from '@campuspath/contract/admission-history-terms';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import type { MajorCode } from '@campuspath/contract/major-families';

/** One past applicant's outcome as stored: no name, no id; GPA in thousandths. */
export interface HistoryRow {
  /** The line in its file (1 is the header). */
  line: number;
  classYear: number;
  collegeId: number;
  /** Null when not recorded: only CampusPath's generated sample, which knows no college's rounds. */
  round: ApplicationRound | null;
  decision: HistoryDecision;
  deferred: boolean;
  gpaMilli: number;
  sat: number | null;
  act: number | null;
  majorFamily: MajorCode | null;
}

/**
 * What makes two rows "the same row" (idempotent re-import). Every stored value, and
 * nothing else: the line a row sits on is not part of it. Two genuinely different applicants may
 * share a key (same class, college, round, decision, GPA and scores), so the history never keeps
 * one copy per key; it keeps, for each key, as many copies as the one import holding the most
 * (school-history.ts). Re-importing a file, or a later export that repeats last year's rows, adds
 * nothing; three identical applicants in one file stay three.
 */
export const rowKey = (row: Omit<HistoryRow, 'line'>): string =>
  [
    row.classYear,
    row.collegeId,
    row.round ?? '',
    row.decision,
    row.deferred ? 1 : 0,
    row.gpaMilli,
    row.sat ?? '',
    row.act ?? '',
    row.majorFamily ?? '',
  ].join('|');

/** SHA-256 of a file's rows as a multiset (their keys, sorted): the same rows in any order hash alike. */
export function contentHash(rows: readonly HistoryRow[]): string {
  const keys = rows.map(rowKey).sort();
  return createHash('sha256').update(keys.join('\n')).digest('hex');
}

/** Copies of each key in `rows`. */
export function keyCounts(rows: Iterable<Omit<HistoryRow, 'line'>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = rowKey(row);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** A checked row as the history_rows table stores it, in import `importId` of the school. */
export const storedRow = (importId: string, highSchoolId: string, row: HistoryRow) => ({
  import_id: importId,
  high_school_id: highSchoolId,
  line: row.line,
  class_year: row.classYear,
  college_id: row.collegeId,
  round: row.round,
  decision: row.decision,
  deferred: row.deferred ? 1 : 0,
  gpa_milli: row.gpaMilli,
  sat: row.sat,
  act: row.act,
  major_family: row.majorFamily,
});

import {
  SIMILAR_STUDENT_BANDS,
  SIMILAR_STUDENTS,
  SIMILAR_STUDENTS_LIMIT,
  historyHiddenMessage,
  similarBandLabel,
  type HistoryHiddenReason,
  type SimilarBand,
} from '@campuspath/contract/admission-history-terms';
import type { SimilarStudents } from '@campuspath/contract/admission-history';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import type { HistoryRow } from './history-row.ts';
import type { SchoolHistory } from './school-history.ts';
import { hasTest, isSimilar, type Scores } from './similar-students.ts';
import { snapStudentScores, studentRows } from './student-rows.ts';
import { shownGroups } from './suppression.ts';

/**
 * "Your school's history" beside the federal-data chance (docs/fit-model.md): among the
 * past applicants to one college from the student's high school (in the class years it shows),
 * how many like the student were admitted, overall and per round where each group reaches the
 * school's display minimum. Never blended with the federal estimate: a separate answer.
 */
export interface StudentScores {
  /** Null when the profile has no unweighted GPA. */
  gpaMilli: number | null;
  sat: number | null;
  act: number | null;
}

/** Where a history comes from: the counselors' records, or CampusPath's generated sample, never passed off as the school's. */
export const historySource = (schoolName: string, sample = false): string =>
  sample
    ? `SAMPLE DATA: a history CampusPath generated for ${schoolName} to show how this looks. Not real students, not real outcomes, not official data.`
    : `From ${schoolName}'s own admission history, entered by its counselors from past applicants' outcomes; not official data.`;

export function hiddenSimilar(
  reason: HistoryHiddenReason,
  minimum: number,
  source: string,
  testOptional = false,
  sample = false,
): SimilarStudents {
  return {
    band: null,
    sample,
    status: 'hidden',
    reason,
    admitted: null,
    total: null,
    byRound: [],
    testOptional,
    summary: historyHiddenMessage(reason, minimum, { testOptional }),
    source,
  };
}

const admittedIn = (rows: readonly HistoryRow[]) => rows.filter((row) => row.decision === 'admitted').length;

/**
 * Groups `rows` by round, each with its applicants and admitted. Rows with no round (the generated
 * sample records none) form no group: a view of them has no counts by round.
 */
export function roundGroups(rows: readonly HistoryRow[]): Map<ApplicationRound, HistoryRow[]> {
  const groups = new Map<ApplicationRound, HistoryRow[]>();
  for (const row of rows) {
    if (row.round === null) continue;
    const list = groups.get(row.round);
    if (list) list.push(row);
    else groups.set(row.round, [row]);
  }
  return groups;
}

/** Per round, the groups that may be shown at `minimum` (suppression.ts), in round order of first appearance sorted by size. */
export function visibleRounds(rows: readonly HistoryRow[], minimum: number) {
  const groups = roundGroups(rows);
  const shown = shownGroups(
    [...groups].map(([key, list]) => ({ key, size: list.length })),
    minimum,
  );
  return [...groups]
    .filter(([round]) => shown.has(round))
    .map(([round, list]) => ({ round, total: list.length, admitted: admittedIn(list) }))
    .sort((a, b) => b.total - a.total);
}

/** The similar group in the narrowest band that reaches `minimum`, else in the widest band. */
function widenedGroup(rows: readonly HistoryRow[], scores: Scores, minimum: number): { band: SimilarBand; similar: HistoryRow[] } {
  let similar: HistoryRow[] = [];
  for (const band of SIMILAR_STUDENT_BANDS) {
    similar = rows.filter((row) => isSimilar(scores, row, band));
    if (similar.length >= minimum) return { band, similar };
  }
  return { band: SIMILAR_STUDENTS_LIMIT, similar };
}

/**
 * Students like you at one college, as students see it: nothing when the college's shown
 * applicants are under the minimum, or the similar group is.
 */
export function similarStudents(history: SchoolHistory, collegeId: number, student: StudentScores): SimilarStudents {
  const minimum = history.settings.displayMinimum;
  const { sample } = history;
  const source = historySource(history.highSchool.name, sample);
  const testOptional = !hasTest({ gpaMilli: 0, sat: student.sat, act: student.act });
  if (student.gpaMilli === null) return hiddenSimilar('no_gpa', minimum, source, testOptional, sample);
  // Shown rounds only, each applicant as the chart shows them, and the student on the same grid (student-rows.ts).
  const rows = studentRows(history, collegeId);
  if (rows.length < minimum) return hiddenSimilar('too_few_applicants', minimum, source, testOptional, sample);
  const snapped = snapStudentScores(student);
  const scores: Scores = { gpaMilli: snapped.gpaMilli!, sat: snapped.sat, act: snapped.act };
  // The narrowest band whose group reaches the minimum, widening step by step up to the limit.
  const { band, similar } = widenedGroup(rows, scores, minimum);
  const bandText = similarBandLabel({ gpa: scores.gpaMilli / 1000, sat: scores.sat, act: scores.act }, band);
  if (similar.length < minimum) {
    return {
      ...hiddenSimilar('too_few_similar', minimum, source, testOptional, sample),
      band: { label: bandText, widened: true, widest: true },
    };
  }
  const admitted = admittedIn(similar);
  const kind = sample ? 'sample applicants (generated, not real students)' : 'past applicants';
  const peers = testOptional ? `${kind} like you who applied without a test score` : `${kind} like you`;
  return {
    band: { label: bandText, widened: band !== SIMILAR_STUDENTS, widest: band === SIMILAR_STUDENTS_LIMIT },
    sample,
    status: 'shown',
    reason: null,
    admitted,
    total: similar.length,
    byRound: visibleRounds(similar, minimum).map(({ round, total, admitted: roundAdmitted }) => ({
      round,
      total,
      admitted: roundAdmitted,
    })),
    testOptional,
    summary: `${admitted} of ${similar.length} ${peers} (${bandText}) from ${history.highSchool.name} were admitted`,
    source,
  };
}

import type { SimilarStudents } from '@campuspath/contract/admission-history';
import { HISTORY_ROUND_CODES, SIMILAR_STUDENTS } from '@campuspath/contract/admission-history-terms';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';

/**
 * What the school's history says in plain words, the same on the university page,
 * Compare and the counselor's preview: "N of M admitted", who counts as "like you", and whose data
 * it is (the school's counselors' records, never official data). Why something is hidden comes
 * from the API in the contract's words (historyHiddenMessage).
 */

/** "6 of 11 admitted". */
export const admittedText = (admitted: number, total: number): string => `${admitted} of ${total} admitted`;

/**
 * Who counted as "like you": the band the API compared in ("GPA 3.5–3.9, SAT 1220–1420"), said to be
 * widened when the narrowest had too few (contract SIMILAR_STUDENT_BANDS), or, without one, the
 * narrowest band's rule in words.
 */
export function likeYouRule(similar: SimilarStudents): string {
  const applicants = similar.sample ? 'generated sample applicants' : 'past applicants';
  const who = similar.testOptional ? `${applicants} who applied without a test score` : applicants;
  if (similar.band) {
    const widened = similar.band.widened
      ? ` (widened from GPA ±${SIMILAR_STUDENTS.gpa} and ${SIMILAR_STUDENTS.sat} SAT points until there were enough to show${similar.band.widest ? ', as far as we compare' : ''})`
      : '';
    return `${who} with ${similar.band.label}${widened}`;
  }
  return similar.testOptional
    ? `${who}, with an unweighted GPA within ${SIMILAR_STUDENTS.gpa} of yours`
    : `${who} with an unweighted GPA within ${SIMILAR_STUDENTS.gpa} of yours and a test score within ${SIMILAR_STUDENTS.sat} SAT points (or ${SIMILAR_STUDENTS.act} ACT points)`;
}

/** "class years 2022–2026", "class years 2022, 2024 and 2025", or every year when the school chose none. */
export function classYearsText(classYears: readonly number[] | null): string {
  if (!classYears || classYears.length === 0) return 'every class year it holds';
  const sorted = [...classYears].sort((a, b) => a - b);
  if (sorted.length === 1) return `the class of ${sorted[0]}`;
  const consecutive = sorted.every((year, index) => index === 0 || year === sorted[index - 1]! + 1);
  if (consecutive) return `class years ${sorted[0]}–${sorted.at(-1)}`;
  return `class years ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

/** The source line: whose records, which years; never official. A generated sample says so, never "entered by its counselors". */
export const sourceText = (highSchool: string, classYears: readonly number[] | null, sample = false): string =>
  sample
    ? `A sample history CampusPath generated for ${highSchool} to show how this looks (${classYearsText(classYears)}): not real students, not real outcomes, not official data. It records no rounds.`
    : `From ${highSchool}'s own records of past applicants' outcomes, entered by its counselors (${classYearsText(classYears)}). Not official admission data, and no student is named.`;

/** The round filter's short names (ED, EA, REA, RD, Rolling), with the full name for screen readers. */
export const roundChoices = (Object.keys(HISTORY_ROUND_CODES) as ApplicationRound[]).map((round) => ({
  round,
  short: HISTORY_ROUND_CODES[round],
  label: APPLICATION_ROUND_LABELS[round],
}));

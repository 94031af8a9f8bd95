import { SIMILAR_STUDENTS, type SimilarBand } from '@campuspath/contract/admission-history-terms';
import { actToSat } from '@campuspath/contract/sat-concordance';

/**
 * "Students like you", the one definition the API and the property test share: past
 * applicants whose unweighted GPA is within the band's `gpa` of the student's and whose test is
 * close (the narrowest band: 0.2, 60 SAT points, 2 ACT points; wider bands in the contract).
 * - Test close: on the SAT scale (SAT totals, ACT composites through the 2018 concordance the fit
 *   model uses) any of the student's scores within `sat` points of any of the applicant's; or,
 *   when both took the ACT, composites within `act`.
 * - A student with no test score is compared with past applicants who sent none (the strip), on
 *   GPA alone: the test-optional student sees peers like them.
 * Exact integer arithmetic: GPAs are in thousandths.
 */
export interface Scores {
  gpaMilli: number;
  sat: number | null;
  act: number | null;
}

const satScale = (scores: Scores): number[] => [
  ...(scores.sat !== null ? [scores.sat] : []),
  ...(scores.act !== null ? [actToSat(scores.act)] : []),
];

export const hasTest = (scores: Scores): boolean => scores.sat !== null || scores.act !== null;

export function isSimilar(student: Scores, applicant: Scores, band: SimilarBand = SIMILAR_STUDENTS): boolean {
  if (Math.abs(student.gpaMilli - applicant.gpaMilli) > Math.round(band.gpa * 1000)) return false;
  if (!hasTest(student)) return !hasTest(applicant);
  if (!hasTest(applicant)) return false;
  if (student.act !== null && applicant.act !== null && Math.abs(student.act - applicant.act) <= band.act) return true;
  const theirs = satScale(applicant);
  return satScale(student).some((mine) => theirs.some((score) => Math.abs(mine - score) <= band.sat));
}

/** The best of a student's scores on the SAT scale, and which test it is (as the fit model places a student). */
export function bestSatScale(scores: Pick<Scores, 'sat' | 'act'>): { score: number; basis: 'SAT' | 'ACT' } | null {
  const act = scores.act !== null ? actToSat(scores.act) : null;
  if (scores.sat === null && act === null) return null;
  if (act !== null && (scores.sat === null || act > scores.sat)) return { score: act, basis: 'ACT' };
  return { score: scores.sat!, basis: 'SAT' };
}

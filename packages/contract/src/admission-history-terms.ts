/**
 * A high school's admission history: the words, limits and small rules pages show,
 * without zod (decision 0004). The schemas are in admission-history.ts; the rules are explained in
 * docs/admission-history.md and docs/fit-model.md.
 */
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from './applications-terms.ts';

/** The mark every view of CampusPath's generated sample history carries (sample and real rows never share a view). */
export const SAMPLE_HISTORY_LABEL = 'Sample data: generated, not real students';

/** Groups smaller than the display minimum are never shown to students; 5 by default, and never lower. */
export const HISTORY_DISPLAY_MINIMUM = 5;
export const HISTORY_DISPLAY_MINIMUM_MAX = 100;
/** How many class years a school's window may name. */
export const HISTORY_CLASS_YEARS_MAX = 40;

/** One import file: at most this many rows (header and blank lines not counted) and bytes. */
export const HISTORY_MAX_ROWS = 20_000;
export const HISTORY_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** An import report lists at most this many problems (and says how many there were). */
export const IMPORT_PROBLEMS_SHOWN = 500;
/** Suggestions offered for a college name the catalogue does not know. */
export const COLLEGE_SUGGESTIONS = 3;
/** Names a counselor may choose a college for in one import (a file names a few hundred colleges at most). */
export const HISTORY_CHOSEN_NAMES_MAX = 500;
/** Colleges one history read may ask for (the university page asks for one, Compare for up to 6). */
export const HISTORY_COLLEGES_MAX = 10;

/** The final decision of a past application; a deferral is recorded beside it (`deferred`). */
export const HISTORY_DECISIONS = ['admitted', 'denied', 'waitlisted'] as const;
export type HistoryDecision = (typeof HISTORY_DECISIONS)[number];
export const HISTORY_DECISION_LABELS: Record<HistoryDecision, string> = {
  admitted: 'Admitted',
  denied: 'Denied',
  waitlisted: 'Waitlisted',
};

/** The short round codes counselors write (ED, EA, REA, RD, rolling), for the template and the report. */
export const HISTORY_ROUND_CODES: Record<ApplicationRound, string> = {
  'early-decision': 'ED',
  'early-action': 'EA',
  'restrictive-early-action': 'REA',
  'regular-decision': 'RD',
  rolling: 'Rolling',
};
export const historyRoundLabel = (round: ApplicationRound): string => APPLICATION_ROUND_LABELS[round];

/**
 * "Students like you": past applicants from the same high school whose unweighted GPA is
 * within `gpa` of the student's and whose test is within `sat` points on the SAT scale, or `act`
 * ACT points when both took the ACT. A student without a test score is compared, on GPA alone,
 * with past applicants who applied without one.
 *
 * The band starts narrow and widens step by step until the group reaches the school's display
 * minimum, never past the last step (the stated limit): a realistic history of a few hundred
 * applicants rarely has five within 0.2 and 60 points of one student at one college. The answer
 * names the band it used ("GPA 3.5–3.9, SAT 1220–1420"). The privacy rules are the same at every
 * step: a group under the minimum is never shown.
 */
export const SIMILAR_STUDENT_BANDS = [
  { gpa: 0.2, sat: 60, act: 2 },
  { gpa: 0.2, sat: 100, act: 3 },
  { gpa: 0.3, sat: 150, act: 4 },
  { gpa: 0.4, sat: 200, act: 5 },
] as const;
export type SimilarBand = (typeof SIMILAR_STUDENT_BANDS)[number];
/** The narrowest band, tried first. */
export const SIMILAR_STUDENTS: SimilarBand = SIMILAR_STUDENT_BANDS[0];
/** The widest band: beyond it "like you" would no longer mean much. */
export const SIMILAR_STUDENTS_LIMIT: SimilarBand = SIMILAR_STUDENT_BANDS[SIMILAR_STUDENT_BANDS.length - 1]!;

/** 3.5, 3.55, 4.0: a GPA as the band says it. */
const bandGpa = (gpa: number) => {
  const rounded = Math.round(gpa * 100) / 100;
  return rounded.toFixed(Number.isInteger(Math.round(rounded * 100) / 10) ? 1 : 2);
};

/**
 * A band around a student's scores, as pages write it: "GPA 3.5–3.9, SAT 1220–1420", "GPA 3.5–3.9,
 * ACT 27–33", "GPA 3.5–3.9, no test score". GPAs stay within 0–4.0, scores within their scales.
 */
export function similarBandLabel(student: { gpa: number; sat: number | null; act: number | null }, band: SimilarBand): string {
  const gpa = `GPA ${bandGpa(Math.max(0, student.gpa - band.gpa))}–${bandGpa(Math.min(4, student.gpa + band.gpa))}`;
  const tests = [
    ...(student.sat !== null ? [`SAT ${Math.max(400, student.sat - band.sat)}–${Math.min(1600, student.sat + band.sat)}`] : []),
    ...(student.act !== null ? [`ACT ${Math.max(1, student.act - band.act)}–${Math.min(36, student.act + band.act)}`] : []),
  ];
  return `${gpa}, ${tests.length ? tests.join(' or ') : 'no test score'}`;
}

/** Points are rounded before they leave the server, so no single past student can be picked out. */
export const HISTORY_ROUNDING = { gpa: 0.05, sat: 10 } as const;

/** Why part of a history is not shown. */
export const HISTORY_HIDDEN_REASONS = ['too_few_applicants', 'too_few_similar', 'no_gpa', 'no_high_school'] as const;
export type HistoryHiddenReason = (typeof HISTORY_HIDDEN_REASONS)[number];

/**
 * Why a part of the history is not shown, in plain words and without a number under the minimum:
 * the API's `message` and `summary`, and every page. `round` names a round filter
 * under the minimum; `testOptional` a student compared on GPA alone.
 */
export const historyHiddenMessage = (
  reason: HistoryHiddenReason,
  minimum: number,
  { round = null, testOptional = false }: { round?: ApplicationRound | null; testOptional?: boolean } = {},
): string =>
  ({
    too_few_applicants: round
      ? `Too few past applicants from your school applied ${APPLICATION_ROUND_LABELS[round]} to show (fewer than ${minimum}).`
      : `Too few past applicants from your school to show (fewer than ${minimum}).`,
    too_few_similar: testOptional
      ? `Too few past applicants from your school with a GPA like yours applied without a test score to show (fewer than ${minimum}).`
      : `Too few past applicants from your school had a GPA and test score like yours to show (fewer than ${minimum}).`,
    no_gpa: 'Add your unweighted GPA to your academic profile to compare yourself with past applicants from your school.',
    no_high_school: "Join your high school with its code to see your school's admission history.",
  })[reason];

/**
 * The columns of the import file, in the template's order. Headers are matched without regard to
 * case, spaces, dashes, underscores or brackets, and `aliases` are accepted too.
 */
export const HISTORY_COLUMNS = [
  {
    id: 'class_year',
    required: true,
    aliases: ['class', 'class of', 'year', 'grad year', 'graduation year', 'cohort', 'hs class'],
    description: 'The high school class the applicant graduated with (e.g. 2025)',
  },
  {
    id: 'college',
    required: true,
    aliases: ['college name', 'school', 'institution', 'university', 'college unitid', 'unitid', 'ipeds id', 'ipeds unitid'],
    description: 'The college: its IPEDS UNITID (best) or its name as in the catalogue',
  },
  {
    id: 'round',
    required: true,
    aliases: ['application round', 'application type', 'app type', 'plan', 'decision plan', 'deadline type', 'type'],
    description: 'ED, EA, REA, RD or Rolling (ED2 counts as ED, SCEA as REA)',
  },
  {
    id: 'decision',
    required: true,
    aliases: ['result', 'outcome', 'final decision', 'admission decision', 'status'],
    description: 'admitted, denied or waitlisted: the final decision (deferred-admitted etc. for a deferral)',
  },
  {
    id: 'deferred',
    required: false,
    aliases: ['was deferred', 'deferral'],
    description: 'yes when the application was deferred before its final decision (optional)',
  },
  {
    id: 'gpa',
    required: true,
    aliases: ['unweighted gpa', 'gpa unweighted', 'gpa uw', 'uw gpa', 'cumulative gpa', 'gpa 4 0', 'gpa 4'],
    description: 'Unweighted GPA on a 4.0 scale (0.00-4.00)',
  },
  {
    id: 'sat',
    required: false,
    aliases: ['sat total', 'sat score', 'sat composite', 'sat 1600', 'new sat'],
    description: 'SAT total, 400-1600 (blank when not sent)',
  },
  {
    id: 'act',
    required: false,
    aliases: ['act composite', 'act score', 'act total'],
    description: 'ACT composite, 1-36 (blank when not sent; both blank = applied test-optional)',
  },
  {
    id: 'major_family',
    required: false,
    aliases: ['major', 'intended major', 'major family', 'field', 'field of study', 'intended major family'],
    description: 'Intended field (optional): a major family code (11), slug (computer-science) or name (Computer Science)',
  },
] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number]['id'];

/** The first line of a generated sample file, so nobody mistakes it for real applicants. */
export const SAMPLE_HISTORY_MARKER = '# CampusPath SAMPLE admission history';

/** The import form's refusal with no file chosen (the web's form): a contract message, so it has its Spanish. */
export const HISTORY_FILE_MISSING_MESSAGE = /*i18n*/ 'Choose the CSV file to import';

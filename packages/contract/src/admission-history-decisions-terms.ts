/**
 * Next year's history from this year's decisions, without zod (decision 0004): the class and season
 * of an import, its source, and the words pages show. The schemas are in admission-history-decisions.ts.
 */

/** The class whose decisions are added: the class of the current calendar year, whose season ends in May. */
export const decisionsClassYear = (today: Date): number => today.getUTCFullYear();

/** The season a class decides in ("2026-27" for the class of 2027). */
export const decisionsSeason = (classYear: number): string => `${classYear - 1}-${String(classYear).slice(2)}`;

/** The source every row of such an import carries: its file name in the imports list and its download. */
export const decisionsSource = (classYear: number): string => `CampusPath decisions, ${decisionsSeason(classYear)} (class of ${classYear})`;

/**
 * Why a consenting student adds no row (or, for a college the catalogue no longer lists, one row
 * fewer): counted among consenting students only.
 */
export const DECISIONS_LEFT_OUT_REASONS = ['not_sharing_plan', 'no_final_decision', 'no_gpa', 'college_not_in_catalogue'] as const;
export type DecisionsLeftOutReason = (typeof DECISIONS_LEFT_OUT_REASONS)[number];
export const DECISIONS_LEFT_OUT_LABELS: Record<DecisionsLeftOutReason, string> = {
  no_final_decision: 'No final decision yet (still submitted or deferred, or withdrawn)',
  not_sharing_plan: 'Not sharing their profile and colleges with the school’s counselors (a row is built from both)',
  no_gpa: 'No GPA in their profile (a history row needs one)',
  college_not_in_catalogue: 'A decision at a college the catalogue no longer lists (that decision left out, their others kept)',
};

export const DECISIONS_CHANGED_MESSAGE =
  /*i18n*/ 'The rows changed since you reviewed them (a student switched their consent, or a decision or profile changed). Review them again before importing.';
export const decisionsTooManyMessage = (classYear: number, rows: number, max: number): string =>
  `The class of ${classYear} gives ${rows.toLocaleString('en-US')} rows; one import takes at most ${max.toLocaleString('en-US')}. Import the rows as a CSV file in parts instead.`;
export const DECISIONS_NOT_IMPORTABLE_MESSAGE =
  /*i18n*/ 'A decision row breaks one of the admission history’s rules, so nothing was imported.';
export const NO_DECISIONS_MESSAGE =
  /*i18n*/ 'There is nothing to import: no student of this class who agreed, and shares their profile and colleges, has a final decision with a GPA.';

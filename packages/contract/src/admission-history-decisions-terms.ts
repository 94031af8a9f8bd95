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

/** Why a consenting student adds no row: counted among consenting students only. */
export const DECISIONS_LEFT_OUT_REASONS = ['no_final_decision', 'no_gpa'] as const;
export type DecisionsLeftOutReason = (typeof DECISIONS_LEFT_OUT_REASONS)[number];
export const DECISIONS_LEFT_OUT_LABELS: Record<DecisionsLeftOutReason, string> = {
  no_final_decision: 'No final decision yet (still submitted or deferred, or withdrawn)',
  no_gpa: 'No GPA in their profile (a history row needs one)',
};

export const DECISIONS_CHANGED_MESSAGE =
  'The rows changed since you reviewed them (a student switched their consent, or a decision or profile changed). Review them again before importing.';
export const NO_DECISIONS_MESSAGE = 'There is nothing to import: no student of this class who agreed has a final decision with a GPA.';

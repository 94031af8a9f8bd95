/**
 * Class-wide plans without zod: limits, and the rule that turns a task due relative to a deadline
 * round into a day for one student (docs/counselors.md, "Class-wide plans").
 */
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from './applications-terms.ts';

export const CLASS_PLANS_PER_SCHOOL_MAX = 40;
export const CLASS_PLAN_TASKS_MAX = 20;
export const CLASS_PLAN_TITLE_MAX_LENGTH = 120;
export const CLASS_PLAN_DAYS_BEFORE_MAX = 365;

/** Rounds a plan's task may be due relative to: every round with a deadline of its own. */
export const PLAN_ROUNDS = [
  'early-decision',
  'early-action',
  'restrictive-early-action',
  'regular-decision',
] as const satisfies readonly ApplicationRound[];
export type PlanRound = (typeof PLAN_ROUNDS)[number];

/** "7 days before your Early Action deadline". */
export const relativeDueLabel = (round: PlanRound, daysBefore: number, whose: 'your' | 'the student’s'): string =>
  `${daysBefore === 0 ? 'On' : `${daysBefore} day${daysBefore === 1 ? '' : 's'} before`} ${whose} ${APPLICATION_ROUND_LABELS[round]} deadline`;

/**
 * The day a relative task is due for one student: `daysBefore` days before the EARLIEST deadline
 * among the student's applications in that round (the first one they must meet: a student
 * applying Early Action to three colleges prepares for the first of them). Null when they have
 * no application in that round with a deadline: the task then says so instead of guessing a day.
 * Deadlines and the result are calendar days (YYYY-MM-DD).
 */
export function relativeDueDate(
  applications: readonly { round: string; deadline: string | null }[],
  round: PlanRound,
  daysBefore: number,
): string | null {
  const deadline = earliestRoundDeadline(applications, round);
  if (deadline === null) return null;
  const day = new Date(`${deadline}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysBefore);
  return day.toISOString().slice(0, 10);
}

/** The first deadline among the student's applications in the round (a calendar day), or null with none. */
export function earliestRoundDeadline(
  applications: readonly { round: string; deadline: string | null }[],
  round: PlanRound,
): string | null {
  const deadlines = applications
    .filter((application) => application.round === round && application.deadline !== null)
    .map((application) => application.deadline!.slice(0, 10))
    .sort();
  return deadlines[0] ?? null;
}

/** The same day a year later; February 29 becomes February 28 (a plan copied to next year). */
export function nextYearDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** What the student reads on a relative task without a date. */
export const noMatchingApplicationNote = (round: PlanRound, daysBefore: number): string =>
  `${relativeDueLabel(round, daysBefore, 'your')}. You have no ${APPLICATION_ROUND_LABELS[round]} application with a deadline in your list, so this task has no date.`;

/** What the student reads on a dated relative task: the rule, and the deadline it counted from. */
export const relativeDueNote = (round: PlanRound, daysBefore: number, deadline: string): string => {
  const day = new Date(`${deadline}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${relativeDueLabel(round, daysBefore, 'your')}: counted from ${day}, the earliest ${APPLICATION_ROUND_LABELS[round]} deadline in your list. It moves if that changes.`;
};

/** A relative task's date and note for one student, from their applications: the date and how it was counted, or no date and why. */
export function relativeTaskDue(
  applications: readonly { round: string; deadline: string | null }[],
  round: PlanRound,
  daysBefore: number,
): { dueDate: string | null; notes: string } {
  const deadline = earliestRoundDeadline(applications, round);
  return deadline === null
    ? { dueDate: null, notes: noMatchingApplicationNote(round, daysBefore) }
    : { dueDate: relativeDueDate(applications, round, daysBefore), notes: relativeDueNote(round, daysBefore, deadline) };
}

/**
 * Application terms and display rules without zod, so list and detail pages can use them
 * without loading a validator (spec sections 2 "Application manager" and 4 "Application status").
 */
import { dueStatus } from './deadline-time.ts';

export const APPLICATION_ROUNDS = ['early-decision', 'early-action', 'restrictive-early-action', 'regular-decision', 'rolling'] as const;
export type ApplicationRound = (typeof APPLICATION_ROUNDS)[number];

export const APPLICATION_ROUND_LABELS: Record<ApplicationRound, string> = {
  'early-decision': 'Early Decision',
  'early-action': 'Early Action',
  'restrictive-early-action': 'Restrictive Early Action',
  'regular-decision': 'Regular Decision',
  rolling: 'Rolling',
};

/** Rounds with a deadline of their own: every round but rolling admission. */
export const roundHasDeadline = (round: string): boolean => round !== 'rolling';

/**
 * An application in a round with a deadline may be created without one (the student may
 * not know it yet), but never silently: the form says so, and creating it adds this task, linking
 * to the college's admissions page.
 */
export const findDeadlineTaskTitle = (schoolName: string, round: ApplicationRound): string =>
  `Find the ${APPLICATION_ROUND_LABELS[round]} deadline for ${schoolName}`.slice(0, 200);

/**
 * Spec section 4, with the second half of the season: deferred (an early application moved to the
 * regular pool, a final decision follows) and withdrawn (the student withdrew the application or
 * declined the offer). Used for display and filtering; any status may follow any other.
 */
export const APPLICATION_STATUSES = [
  'drafting',
  'in-progress',
  'submitted',
  'deferred',
  'accepted',
  'rejected',
  'waitlisted',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  drafting: 'Drafting',
  'in-progress': 'In Progress',
  submitted: 'Submitted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  waitlisted: 'Waitlisted',
  deferred: 'Deferred',
  withdrawn: 'Withdrawn',
};

/** Orders the applications tab can sort by. */
export const APPLICATION_SORTS = ['deadline', 'name', 'status', 'progress'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const APPLICATION_SORT_LABELS: Record<ApplicationSort, string> = {
  deadline: 'Deadline',
  name: 'Name',
  status: 'Status',
  progress: 'Progress',
};

/**
 * Generic steps most applications have, offered (editable) when a student starts one. They are
 * tasks, not facts about any school: the student removes what their school does not ask for.
 */
export const DEFAULT_CHECKLIST_LABELS = [
  'Application form',
  'Personal essay',
  'Supplemental essays',
  'Transcript requested',
  'Recommendation letters',
  'Test scores sent',
  'Application fee or waiver',
] as const;

export const CHECKLIST_MAX_ITEMS = 40;
export const CHECKLIST_LABEL_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 10_000;
export const PORTAL_URL_MAX_LENGTH = 2_000;

/** A student keeps at most this many applications, every round counted (every per-student list has a cap). */
export const APPLICATIONS_MAX = 100;
export const APPLICATIONS_FULL_MESSAGE = `You can have at most ${APPLICATIONS_MAX} applications. Delete one to start another.`;

/** Spec section 9: "Deadline warning window: 14 days". */
export const DEADLINE_WARNING_DAYS = 14;

export interface ChecklistItemLike {
  label: string;
  done: boolean;
}

/** Percent of checklist items done, rounded; 0 for an empty checklist. */
export function checklistProgress(checklist: readonly ChecklistItemLike[]): number {
  if (checklist.length === 0) return 0;
  return Math.round((checklist.filter((item) => item.done).length / checklist.length) * 100);
}

/**
 * Drafting or in progress: the application is still work to do. Once submitted or decided
 * (accepted, rejected, waitlisted) it is not, whatever its checklist says: a student who applied
 * may never have ticked "Application form", and nobody should read it as unfinished.
 */
export const isApplicationOpen = (status: ApplicationStatus): boolean => status === 'drafting' || status === 'in-progress';

/** Labels of the checklist items not yet done, in checklist order; none once the application is submitted or decided. */
export function checklistMissingItems(status: ApplicationStatus, checklist: readonly ChecklistItemLike[]): string[] {
  return isApplicationOpen(status) ? checklist.filter((item) => !item.done).map((item) => item.label) : [];
}

/**
 * The progress percent and bar show only while the application is open: "0%" beside a submitted
 * or decided application would read as unfinished work (spec section 4 hid it for accepted and
 * rejected; submitted and waitlisted follow the same reason).
 */
export const showsProgressPercent = (status: ApplicationStatus): boolean => isApplicationOpen(status);

/** Spec section 4: a decision-expected date shows while a decision is still to come (submitted, deferred or waitlisted). */
export const showsDecisionDate = (status: ApplicationStatus): boolean =>
  status === 'submitted' || status === 'deferred' || status === 'waitlisted';

/** Spec section 4: Continue Application for drafting and in-progress, otherwise View Details. */
export const applicationActionLabel = (status: ApplicationStatus): 'Continue Application' | 'View Details' =>
  status === 'drafting' || status === 'in-progress' ? 'Continue Application' : 'View Details';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar days from `today` to `date` (both YYYY-MM-DD); negative when `date` is past. */
export function calendarDaysBetween(today: string, date: string): number {
  const toUtc = (iso: string) => {
    const match = ISO_DATE.exec(iso);
    if (!match) throw new Error(`Not an ISO date: ${iso}`);
    return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  };
  return Math.round((toUtc(date) - toUtc(today)) / 86_400_000);
}

/**
 * Days left for the 'N day(s) left' warning, or null when it does not show: it shows when the
 * deadline is 1 to 14 calendar days away and the application is still open (spec section 4 said
 * "not submitted"; a decided or waitlisted application has no deadline left to meet either).
 * Given an instant, days are counted in the school's zone (`timeZone`, else the device's), as
 * everywhere else (deadline-time.ts); given a YYYY-MM-DD day, as plain calendar days.
 */
export function deadlineWarningDays(
  application: { deadline: string | null; status: ApplicationStatus; timeZone?: string | null },
  now: Date | string,
): number | null {
  if (!application.deadline || !isApplicationOpen(application.status)) return null;
  const days =
    typeof now === 'string'
      ? calendarDaysBetween(now, application.deadline)
      : dueStatus(application.deadline, application.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now).daysLeft;
  return days >= 1 && days <= DEADLINE_WARNING_DAYS ? days : null;
}

/** '1 day left', '5 days left'. */
export const daysLeftText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'} left`;

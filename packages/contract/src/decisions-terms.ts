/**
 * The second half of the season, without zod: decisions, the reply and deposit date, the one
 * college the student attends, waitlists. Facts from the shared student-aid reference
 * (season-facts.md): May 1 is the customary reply date, not a rule every college follows; a
 * student deposits at one college only; an Early Decision admit withdraws every other application.
 */
import type { ApplicationRound, ApplicationStatus } from './applications-terms.ts';

/** Statuses that are a college's answer: the day one is set is recorded as the decision date. */
export const DECISION_STATUSES: readonly ApplicationStatus[] = ['deferred', 'accepted', 'rejected', 'waitlisted'];

export const isDecisionStatus = (status: ApplicationStatus): boolean => DECISION_STATUSES.includes(status);

/** Where the student stands in the season, for the dashboard's next step. */
export type SeasonPhase = 'applying' | 'deciding' | 'decided';

/**
 * The reply and deposit date every accepted application starts with: May 1 of the year the student
 * starts college (the National Candidates Reply Date, still the customary date).
 */
export const defaultReplyDeadline = (entryYear: number): string => `${entryYear}-05-01`;

export const REPLY_DEADLINE_DEFAULT_NOTE =
  'May 1 is the common reply and deposit date, but each college can set its own (Early Decision and some scholarship programs ask earlier). Record the date your admission letter or the college portal gives, and where it says so.';

export const REPLY_DEADLINE_SOURCE_MAX_LENGTH = 300;

/**
 * Where a reply and deposit date comes from, in words shown beside it everywhere: the common
 * default, or the college's date with its source, and the counselor's name when one recorded it.
 */
export function replyDeadlineOrigin(application: { replyDeadlineSource: string | null; replyDeadlineBy: string | null }): string {
  if (!application.replyDeadlineSource) return 'common default';
  const recorded = application.replyDeadlineBy ? `; recorded by ${application.replyDeadlineBy}, counselor` : '';
  return `the college’s date; source: ${application.replyDeadlineSource}${recorded}`;
}

export const ONE_DEPOSIT_RULE =
  'Pay an enrollment deposit at one college only. Holding places with deposits at several colleges goes against the norms counselors teach, and a college that learns of it may withdraw its offer.';

export const EARLY_DECISION_NOTE =
  'Early Decision is binding: now that you are admitted, withdraw your applications to every other college and decline any other offers.';

/** The task added when an application is waitlisted, with a short guide in its notes. */
export const waitlistTaskTitle = (schoolName: string): string => `Confirm your interest in ${schoolName}'s waitlist`.slice(0, 200);

export const WAITLIST_GUIDE = [
  "Reply to the college's waitlist offer by its date, in the way it asks (usually its applicant portal): students who do not reply are usually dropped from the list.",
  'If the college allows it, send a short letter of continued interest: why it is still a top choice and anything new since you applied (grades, awards).',
  'A waitlist is never a guarantee: reply to and deposit at your best admitted college by its reply date, even while you wait.',
  'If a waitlist offer comes after you deposited elsewhere, you may still accept it; you usually lose the first deposit, and you withdraw from the first college promptly.',
].join('\n');

/** What the student does with another application once they chose where to attend. */
export type CloseAction = 'decline' | 'withdraw';

export interface ApplicationToClose {
  applicationId: string;
  schoolName: string;
  status: ApplicationStatus;
  action: CloseAction;
}

interface ApplicationLike {
  id: string;
  schoolName: string;
  status: ApplicationStatus;
}

/**
 * The other applications still in play once the student attends one: offers to decline, and
 * applications (still being prepared, sent, deferred or waitlisted) to withdraw. Rejected and
 * withdrawn ones need nothing.
 */
export function applicationsToClose(applications: readonly ApplicationLike[], attendingId: string): ApplicationToClose[] {
  return applications
    .filter((application) => application.id !== attendingId && application.status !== 'rejected' && application.status !== 'withdrawn')
    .map((application) => ({
      applicationId: application.id,
      schoolName: application.schoolName,
      status: application.status,
      action: application.status === 'accepted' ? 'decline' : 'withdraw',
    }));
}

export const closeActionLabel = (action: CloseAction): string => (action === 'decline' ? 'Decline offer' : 'Withdraw application');

/** An Early Decision admit is bound to attend: every other application is to be withdrawn. */
export const isBindingAdmit = (application: { round: ApplicationRound; status: ApplicationStatus }): boolean =>
  application.round === 'early-decision' && application.status === 'accepted';

export const replyTitle = (schoolName: string): string => `${schoolName} – reply and deposit deadline`;
export const waitlistReplyTitle = (schoolName: string): string => `${schoolName} – waitlist reply date`;

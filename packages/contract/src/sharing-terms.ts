/**
 * Family and counselor access, without zod: the scopes a student switches per viewer,
 * their defaults, and the lifetimes of invitation links and join codes.
 */
export const SHARE_SCOPES = ['colleges', 'profile', 'costs', 'tasks', 'essays', 'documents', 'letters', 'history'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

export const SHARE_SCOPE_LABELS: Record<ShareScope, string> = {
  colleges: 'Saved colleges and applications with deadlines',
  profile: 'Academic profile',
  costs: 'Costs and income band',
  tasks: 'Tasks',
  essays: 'Essays',
  documents: 'Documents',
  letters: 'Letters of recommendation',
  history: 'My decisions, without my name, in my school’s admission history',
};

/** The scopes that are parts of the plan a viewer reads (every one but the school-history consent). */
export type PlanScope = Exclude<ShareScope, 'history'>;
export const PLAN_SCOPES: readonly PlanScope[] = SHARE_SCOPES.filter((scope): scope is PlanScope => scope !== 'history');

/** The switches each kind of viewer is offered: a parent never gets the school-history consent. */
export const VIEWER_SCOPES: Record<ViewerKind, readonly ShareScope[]> = {
  parent: PLAN_SCOPES,
  counselors: SHARE_SCOPES,
};

/** Who a share is for: a named parent, or "my school's counselors". */
export const VIEWER_KINDS = ['parent', 'counselors'] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

/** The switches a new viewer starts with ("The student decides"). */
export const DEFAULT_SCOPES: Record<ViewerKind, readonly ShareScope[]> = {
  parent: ['colleges', 'profile', 'costs', 'tasks'],
  counselors: ['colleges', 'profile', 'tasks', 'letters'],
};

/** A parent's invitation link works once, for 7 days, and can be revoked. */
export const PARENT_INVITATION_DAYS = 7;
/** A counselor's invitation to another counselor: once, for 7 days. */
export const COUNSELOR_INVITATION_DAYS = 7;
/** A school's join code works for 180 days, for any number of its students; a counselor can replace it at any time. */
export const JOIN_CODE_DAYS = 180;

/** A counselor counsels at most this many high schools (each one they create or join). */
export const HIGH_SCHOOLS_PER_COUNSELOR_MAX = 10;
export const HIGH_SCHOOLS_FULL_MESSAGE = `A counselor can belong to at most ${HIGH_SCHOOLS_PER_COUNSELOR_MAX} high schools. Leave one to create or join another.`;
/** Counselor invitations of one school waiting to be used at once (each a link that makes its holder a counselor). */
export const COUNSELOR_INVITATIONS_PENDING_MAX = 10;
export const COUNSELOR_INVITATIONS_FULL_MESSAGE = `A school can have at most ${COUNSELOR_INVITATIONS_PENDING_MAX} counselor invitations waiting. Wait until some are used or expire.`;
/**
 * When a counselor replaces the join code, the old one keeps working for the grace period they
 * choose (days; 0: it stops at once), so students already handed it can still join meanwhile.
 */
export const JOIN_CODE_GRACE_DAYS = [0, 7, 14, 30] as const;
export type JoinCodeGraceDays = (typeof JOIN_CODE_GRACE_DAYS)[number];
/** How often a school's join code can be replaced in a day. */
export const JOIN_CODE_REPLACEMENTS_PER_DAY = 10;
export const JOIN_CODE_REPLACEMENTS_MESSAGE = `A school's join code can be replaced at most ${JOIN_CODE_REPLACEMENTS_PER_DAY} times a day. Try again tomorrow.`;
/** Parent invitations a student sends in an hour and in a day (each may be an email to an address they typed). */
export const PARENT_INVITATIONS_PER_HOUR = 20;
export const PARENT_INVITATIONS_PER_DAY = 50;

/** Deadlines the caseload counts as coming up: the next 14 days. */
export const CASELOAD_UPCOMING_DAYS = 14;

/** The one answer to a join code or invitation link that does not work, whatever was wrong with it. */
/**
 * What joining a high school shows its counselors, in the student's words wherever they join (code,
 * invitation, sign-up): the roster lists who joined, so "joining shares nothing" would not be true.
 */
export const JOINING_SHOWS_MESSAGE =
  'Joining shows your school’s counselors your name, class year and that you joined, and nothing of your plan until you choose to share it.';

export const INVALID_CODE_MESSAGE = /*i18n*/ 'This code or link does not work. Check it, or ask for a new one.';

/** The longest name an invitation email carries (a student's display name is theirs to choose). */
export const EMAIL_NAME_MAX_LENGTH = 40;

/**
 * Whether a student's name may go into an email to someone else (a parent invitation's subject and
 * text): not when it is long, or reads like a web address or an email address, which would turn
 * the invitation into a message of the student's choosing to any address. Without it, the link is
 * only shown to copy.
 */
export function isEmailSafeName(name: string): boolean {
  if (name.length > EMAIL_NAME_MAX_LENGTH) return false;
  if (/[/\\@<>:]|www\.|\.[a-z]{2,}\b/i.test(name)) return false;
  return true;
}

export const NAME_NOT_EMAILED_MESSAGE = `Your name looks like a web address or is longer than ${EMAIL_NAME_MAX_LENGTH} characters, so it is not put in an email to someone else. Change it in your account settings to have invitations emailed.`;

export const INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE =
  /*i18n*/ 'This invitation was sent to another email address. Sign in with the account of that address to accept it, or ask for a link without an address.';
export const INVITATION_NEEDS_VERIFIED_ADDRESS_MESSAGE =
  /*i18n*/ 'Verify your email address first (we sent you a link), then open the invitation again.';

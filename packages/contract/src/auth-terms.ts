/** Account constants without zod, so pages that only show them do not load it. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Sessions last 30 days from the last time they were used (sliding expiry). */
export const SESSION_DAYS = 30;

/** Account settings' refusal to change the email without the current password: a contract message, so it has its Spanish. */
export const CURRENT_PASSWORD_FOR_EMAIL_MESSAGE = /*i18n*/ 'Enter your current password to change your email';
/** Demo accounts and everything in them are removed a day after they are created. */
export const DEMO_ACCOUNT_HOURS = 24;

/** An email-verification link works once, for 24 hours. */
export const VERIFY_LINK_HOURS = 24;
/** A password-reset link works once, for 1 hour. */
export const RESET_LINK_HOURS = 1;

/**
 * What the forgot-password request always answers, whether or not the address has an account:
 * the page shows exactly this, so it never tells anyone which addresses are registered.
 */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that address, we have sent it a link to set a new password. The link works for 1 hour.';

/**
 * Why an emailed link (verification or password reset) no longer works; the page explains it and
 * offers a new link. `invalid`: damaged or never issued; `used`: already used once; `expired`: too old;
 * `superseded`: a newer link was sent, or the address it verifies is no longer the one being changed to.
 */
export const EMAIL_LINK_PROBLEMS = ['invalid', 'used', 'expired', 'superseded'] as const;
export type EmailLinkProblem = (typeof EMAIL_LINK_PROBLEMS)[number];

/**
 * The one rule for when a student's chance (Reach/Target/Safety and range) can be shown: at least
 * one test score (SAT or ACT). The fit model needs nothing more (no GPA, no major: missing inputs
 * count as neutral, docs/fit-model.md). Every page and the dashboard's next step use this rule
 * (`chanceReady` on the user).
 */
export function canShowChance(profile: { satTotal: number | null; act: number | null }): boolean {
  return profile.satTotal !== null || profile.act !== null;
}

/**
 * When the academic profile counts as complete (`profileComplete` on the user): an unweighted
 * GPA, at least one test score (SAT or ACT) and at least one intended major. The academic
 * profile page says so; nothing waits for it: a chance needs only a test score (canShowChance).
 */
export function isProfileComplete(profile: {
  gpa: number | null;
  satTotal: number | null;
  act: number | null;
  intendedMajors: readonly string[];
}): boolean {
  return profile.gpa !== null && (profile.satTotal !== null || profile.act !== null) && profile.intendedMajors.length > 0;
}

/**
 * Account types: a student (the default, and every account made before roles existed), a parent or
 * guardian who follows students, a school counselor, or a teacher who writes recommendation
 * letters. Chosen at sign-up.
 */
/**
 * The languages an account can choose (docs/i18n.md): the pages it is sent to after signing in, and
 * later its emails. English unless chosen.
 */
export const ACCOUNT_LOCALES = ['en', 'es'] as const;
export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];

export const ACCOUNT_ROLES = ['student', 'parent', 'counselor', 'teacher'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  student: 'Student',
  parent: 'Parent or guardian',
  counselor: 'Counselor',
  teacher: 'Teacher',
};

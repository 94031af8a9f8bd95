/** Account constants without zod, so pages that only show them do not load it. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Sessions last 30 days from the last time they were used (sliding expiry). */
export const SESSION_DAYS = 30;
/** Demo accounts and everything in them are removed a day after they are created. */
export const DEMO_ACCOUNT_HOURS = 24;

/**
 * When the academic profile counts as complete (`profileComplete` on the user): an unweighted
 * GPA, at least one test score (SAT or ACT) and at least one intended major. These are the
 * inputs the chance estimate and the recommendations need.
 */
export function isProfileComplete(profile: {
  gpa: number | null;
  satTotal: number | null;
  act: number | null;
  intendedMajors: readonly string[];
}): boolean {
  return profile.gpa !== null && (profile.satTotal !== null || profile.act !== null) && profile.intendedMajors.length > 0;
}

/** Roster constants without zod, so the roster page, which only shows them, does not load it. */

/** Where a roster student is: not invited yet, invited, joined the school, sharing their plan. */
export const ROSTER_STATUSES = ['not_invited', 'invited', 'joined', 'sharing'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

/**
 * Where a rostered teacher's invitation stands, for the school's counselors: not invited yet,
 * invited (queued or emailed), joined (a teacher account accepted), or stopped (the address chose
 * "Stop these emails" in an email CampusPath sent it).
 */
export const ROSTER_TEACHER_STATUSES = ['not_invited', 'invited', 'joined', 'stopped'] as const;
export type RosterTeacherStatus = (typeof ROSTER_TEACHER_STATUSES)[number];

/** A teacher invited this recently is not emailed again by a resend (as for students). */
export const ROSTER_TEACHER_RESEND_AFTER_DAYS = 3;

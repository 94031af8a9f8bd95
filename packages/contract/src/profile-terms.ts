/**
 * Academic profile terms and limits without zod, so pages can show labels and bounds without
 * loading a validator. The schemas in profile.ts are built from these.
 */

/** Unweighted GPA is on the 4.0 scale (spec section 9); weighted GPAs go up to 5.0. */
export const GPA_MAX = 4;
export const WEIGHTED_GPA_MAX = 5;

/** SAT: total 400-1600, each section 200-800, in steps of 10 as the College Board reports them. */
export const SAT_TOTAL_RANGE = { min: 400, max: 1600 } as const;
export const SAT_SECTION_RANGE = { min: 200, max: 800 } as const;
export const SAT_STEP = 10;
/** ACT composite 1-36. */
export const ACT_RANGE = { min: 1, max: 36 } as const;

export const TERM_GPAS_MAX = 8;
export const TERM_NAME_MAX_LENGTH = 40;
export const COURSES_MAX = 40;
export const COURSE_NAME_MAX_LENGTH = 100;
export const INTENDED_MAJORS_MAX = 5;
/** The largest yearly budget a student can enter, in USD. */
export const BUDGET_MAX = 100_000;
/** Preferred states (on top of regions), e.g. home and neighbouring states. */
export const PREFERRED_STATES_MAX = 10;
export const CLASS_SIZE_MAX = 100_000;

/** Course kinds; AP exams are scored 1-5, IB 1-7, the others have no exam score. */
export const COURSE_KINDS = ['AP', 'IB', 'Honors', 'Dual enrollment'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

export const COURSE_SCORE_RANGES: Record<CourseKind, { min: number; max: number } | null> = {
  AP: { min: 1, max: 5 },
  IB: { min: 1, max: 7 },
  Honors: null,
  'Dual enrollment': null,
};

/** Campus settings (the catalogue's LOCALE_KINDS) in words a student would choose from. */
export const SETTING_LABELS = {
  city: 'City',
  suburb: 'Suburb',
  town: 'Town',
  rural: 'Rural',
} as const;

/** What a complete profile (see isProfileComplete in auth-terms.ts) is used for. */
export const PROFILE_UNLOCKS = [
  'Your dashboard and readiness checklist show your GPA, test scores and GPA trend',
  'Your intended majors and preferences are kept for matching you with colleges',
  "Your family's income band, if you choose one, is used only to pick net prices for that band and is never shared",
] as const;

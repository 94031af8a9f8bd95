/** Spec section 9: the dashboard shows 4 saved universities and 5 tasks; deadlines within 14 days count as upcoming. */
export const DASHBOARD_SAVED_SHOWN = 4;
export const DASHBOARD_TASKS_SHOWN = 5;
export const UPCOMING_WINDOW_DAYS = 14;

/**
 * Which of its details a readiness item shows, so the web writes it in the page's language with
 * the item's figures (`values`: `count`, and `total` for essays); `detail` keeps the English.
 */
export const READINESS_DETAIL_KEYS = [
  'profile-ready',
  'profile-missing-gpa',
  'profile-missing-test',
  'list-saved',
  'list-empty',
  'net-price-set',
  'net-price-empty',
  'applications-started',
  'applications-empty',
  'essays-started',
  'essays-empty',
  'recommendations-requested',
  'recommendations-empty',
  'transcript-uploaded',
  'transcript-empty',
  'tasks-planned',
  'tasks-empty',
  'submit-sent',
  'submit-empty',
] as const;
export type ReadinessDetailKey = (typeof READINESS_DETAIL_KEYS)[number];

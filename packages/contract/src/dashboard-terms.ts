/** Spec section 9: the dashboard shows 4 saved universities and 5 tasks; deadlines within 14 days count as upcoming. */
export const DASHBOARD_SAVED_SHOWN = 4;
export const DASHBOARD_TASKS_SHOWN = 5;
export const UPCOMING_WINDOW_DAYS = 14;

/** Recommendation letters (issue 4): constants and labels without zod, for pages that only show them. */

/** Spec section 4, "Recommendation status". */
export const RECOMMENDATION_STATUSES = ['not-requested', 'requested', 'in-progress', 'completed', 'declined'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export const RECOMMENDATION_STATUS_LABELS: Record<RecommendationStatus, string> = {
  'not-requested': 'Not Requested',
  requested: 'Requested',
  'in-progress': 'In Progress',
  completed: 'Completed',
  declined: 'Declined',
};

/** Spec section 4: Send Request for not-requested. */
export const canSendRequest = (status: RecommendationStatus): boolean => status === 'not-requested';
/** Spec section 4: Send Reminder for requested or in-progress. */
export const canSendReminder = (status: RecommendationStatus): boolean => status === 'requested' || status === 'in-progress';
/** Spec section 4: View Details for every status except not-requested. */
export const canViewDetails = (status: RecommendationStatus): boolean => status !== 'not-requested';

/** Spec section 4: a due date in the past on a letter that is not completed shows in red. `today` is YYYY-MM-DD. */
export const isRecommendationOverdue = (rec: { status: RecommendationStatus; dueDate: string | null }, today: string): boolean =>
  rec.dueDate !== null && rec.dueDate < today && rec.status !== 'completed';

/** How many universities one letter may be for. */
export const MAX_RECOMMENDATION_SCHOOLS = 30;

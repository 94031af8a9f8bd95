/** Task constants without zod, so pages that only show them do not load it. */

export const TASK_CATEGORIES = ['application', 'essay', 'testing', 'financial-aid', 'recommendation', 'visit', 'other'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const TASK_CATEGORY_LABELS: Record<TaskCategory, string> = {
  application: 'Application',
  essay: 'Essay',
  testing: 'Testing',
  'financial-aid': 'Financial Aid',
  recommendation: 'Recommendation',
  visit: 'Visit',
  other: 'Other',
};

/** Spec section 4, "Task": high, medium or low. */
export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_NOTES_MAX_LENGTH = 2_000;

/** A student keeps at most this many tasks (every per-student list has a cap). */
export const TASKS_MAX = 500;
export const TASKS_FULL_MESSAGE = `You can have at most ${TASKS_MAX} tasks. Delete finished ones to add more.`;
/**
 * Tasks one counselor may have on one student's list. They count against this limit, not the
 * student's own TASKS_MAX, so no counselor can fill a student's list.
 */
export const COUNSELOR_TASKS_PER_STUDENT_MAX = 50;
export const COUNSELOR_TASKS_FULL_MESSAGE = `You can give a student at most ${COUNSELOR_TASKS_PER_STUDENT_MAX} tasks. They can dismiss finished ones.`;

/**
 * Spec section 4: a task is overdue when its due date is past and it is not completed. `today`
 * is the student's own calendar date (`YYYY-MM-DD` in their time zone), so "past" means before
 * today, and a task due today is not overdue yet.
 */
export function isTaskOverdue(task: { dueDate: string | null; completed: boolean }, today: string): boolean {
  return task.dueDate !== null && !task.completed && task.dueDate < today;
}

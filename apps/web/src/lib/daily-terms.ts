import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TASK_CATEGORIES, TASK_CATEGORY_LABELS, type TaskCategory, type TaskPriority } from '@campuspath/contract/tasks-terms';
import type { TimelineCategory } from '@campuspath/contract/timeline-terms';
import { passedLabel } from '@campuspath/contract/admissions-calendar';
import type { DeadlineKind } from '@campuspath/contract/deadlines-terms';
import type { TimelineItemKind } from '@campuspath/contract/timeline';

/**
 * The words of the student's daily pages (tasks, timeline, dashboard) in the page's language
 * (docs/i18n.md). The contract keeps its English labels, which the API and its emails use; the
 * web shows these. Apart from lib/plan-terms.ts so a parent's pages do not carry them.
 */

export const TASK_CATEGORY_NAMES: Record<TaskCategory, MessageDescriptor> = {
  application: msg`Application`,
  essay: msg`Essay`,
  testing: msg`Testing`,
  'financial-aid': msg`Financial Aid`,
  recommendation: msg`Recommendation`,
  visit: msg`Visit`,
  other: msg`Other`,
};

export const TASK_PRIORITY_NAMES: Record<TaskPriority, MessageDescriptor> = {
  high: msg`High`,
  // "Medium" is also a college's size (Mediana); a task's priority is Media.
  medium: msg({ message: 'Medium', context: 'priority' }),
  low: msg`Low`,
};

export const TIMELINE_CATEGORY_NAMES: Record<TimelineCategory, MessageDescriptor> = {
  applications: msg`Applications`,
  'financial-aid': msg`Financial aid`,
  decisions: msg`Decisions`,
  essays: msg`Essays`,
  recommendations: msg`Recommendations`,
  tasks: msg`Tasks`,
};

/** Where a timeline step's date comes from. */
export const TIMELINE_SOURCE_NAMES: Record<'national' | 'typical' | 'yours', MessageDescriptor> = {
  national: msg`National date`,
  typical: msg`Typical date; check each college`,
  yours: msg`Your deadline`,
};

/**
 * A task's category as the page shows it, from its key or its English label (the dashboard sends
 * the label); a category the contract does not know stays as it came.
 */
export function taskCategoryText(i18n: I18n, category: string): string {
  const key = TASK_CATEGORIES.find((known) => known === category || TASK_CATEGORY_LABELS[known] === category);
  return key ? i18n._(TASK_CATEGORY_NAMES[key]) : category;
}

/** "Due today", "Due tomorrow", "5 days left", "Overdue", "Overdue by 3 days" (the contract's dueText, in the page's language). */
export function dueStatusText(i18n: I18n, { daysLeft, overdue }: { daysLeft: number; overdue: boolean }): string {
  const late = -daysLeft;
  if (overdue) return late >= 2 ? i18n._(msg`Overdue by ${late} days`) : i18n._(msg`Overdue`);
  if (daysLeft === 0) return i18n._(msg`Due today`);
  if (daysLeft === 1) return i18n._(msg`Due tomorrow`);
  return i18n._(msg`${daysLeft} days left`);
}

/** A national date gone by: "Opened" for one that opens something (the FAFSA), else "Passed" (the contract's passedLabel). */
export function passedText(i18n: I18n, stepId: string): string {
  return passedLabel(stepId) === 'Opened' ? i18n._(msg`Opened`) : i18n._(msg`Passed`);
}

/** What a dated item is, on a timeline step (the timeline's own words). */
export const TIMELINE_ITEM_KIND_NAMES: Record<TimelineItemKind, MessageDescriptor> = {
  application: msg`Application deadline`,
  reply: msg`Reply and deposit deadline`,
  waitlist: msg`Waitlist reply date`,
  scholarship: msg`Scholarship deadline`,
  essay: msg`Essay due`,
  recommendation: msg`Recommendation letter due`,
  task: msg`Task due`,
  decision: msg`Decision expected`,
};

/** What a dated item is, in a notification (the bell and the notifications page). */
export const NOTIFICATION_KIND_NAMES: Record<TimelineItemKind, MessageDescriptor> = {
  application: msg`Application deadline`,
  reply: msg`Reply and deposit deadline`,
  waitlist: msg`Waitlist reply date`,
  scholarship: msg`Scholarship deadline`,
  essay: msg`Essay`,
  recommendation: msg`Recommendation letter`,
  task: msg`Task`,
  decision: msg`Decision expected`,
};

/** The deadline calendar's kinds (the contract's DEADLINE_KIND_LABELS). */
export const DEADLINE_KIND_NAMES: Record<DeadlineKind, MessageDescriptor> = {
  application: msg`Application`,
  reply: msg`Reply and deposit`,
  waitlist: msg`Waitlist reply`,
  scholarship: msg`Scholarship`,
  essay: msg`Essay`,
  recommendation: msg`Recommendation`,
  task: msg`Task`,
};

/** Timeline constants without zod, so the timeline page, which only shows them, does not load it. */

export const TIMELINE_CATEGORIES = ['applications', 'financial-aid', 'decisions', 'essays', 'recommendations', 'tasks'] as const;
export type TimelineCategory = (typeof TIMELINE_CATEGORIES)[number];
export const TIMELINE_CATEGORY_LABELS: Record<TimelineCategory, string> = {
  applications: 'Applications',
  'financial-aid': 'Financial aid',
  decisions: 'Decisions',
  essays: 'Essays',
  recommendations: 'Recommendations',
  tasks: 'Tasks',
};

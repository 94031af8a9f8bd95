import type { TimelineItem } from '@campuspath/contract/timeline';
import { datedItemPath } from '@campuspath/contract/page-paths';

/**
 * Where a dated item lives (timeline, bell, notifications, dashboard): its own page, the task list
 * (tasks have no page), or the application a decision belongs to.
 */
export const datedItemHref = (item: Pick<TimelineItem, 'kind' | 'id'>): string => datedItemPath(item);

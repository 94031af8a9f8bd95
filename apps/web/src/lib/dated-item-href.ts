import type { TimelineItem } from '@campuspath/contract/timeline';
import { paths } from '../config/paths.ts';

/**
 * Where a dated item lives (timeline, bell, notifications): its own page, the task list (tasks
 * have no page), or the application a decision belongs to.
 */
export function datedItemHref(item: Pick<TimelineItem, 'kind' | 'id'>): string {
  switch (item.kind) {
    case 'application':
    case 'decision':
      return paths.application.getHref(item.id);
    case 'essay':
      return paths.essay.getHref(item.id);
    case 'recommendation':
      return paths.letter.getHref(item.id);
    case 'task':
      return paths.tasks.getHref();
  }
}

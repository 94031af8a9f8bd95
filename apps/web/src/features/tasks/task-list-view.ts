import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Task } from '@campuspath/contract/tasks';

/** The filters of the tasks page: every task, those still to do, and those done. */
export const TASK_FILTERS = ['all', 'upcoming', 'completed'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];
export const TASK_FILTER_LABELS: Record<TaskFilter, MessageDescriptor> = {
  all: msg`All`,
  upcoming: msg`Upcoming`,
  completed: msg`Completed`,
};

export const TASK_SORTS = ['due-asc', 'due-desc'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const TASK_SORT_LABELS: Record<TaskSort, MessageDescriptor> = {
  'due-asc': msg`Due date, soonest first`,
  'due-desc': msg`Due date, latest first`,
};

export interface TaskListView {
  filter: TaskFilter;
  sort: TaskSort;
}

/** The view from the URL (?filter=&sort=); unknown values fall back to the defaults. */
export function readTaskListView(params: URLSearchParams): TaskListView {
  const filter = params.get('filter');
  const sort = params.get('sort');
  return {
    filter: (TASK_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as TaskFilter) : 'all',
    sort: (TASK_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TaskSort) : 'due-asc',
  };
}

/** Filters and sorts by due date; tasks without a due date always come last. Ties keep the server's order. */
export function applyTaskListView(tasks: readonly Task[], view: TaskListView): Task[] {
  const kept = tasks.filter((task) => (view.filter === 'all' ? true : view.filter === 'completed' ? task.completed : !task.completed));
  const sign = view.sort === 'due-asc' ? 1 : -1;
  return kept
    .map((task, index) => ({ task, index }))
    .sort((a, b) => {
      const da = a.task.dueDate;
      const db = b.task.dueDate;
      if (da !== db) {
        if (da === null) return 1;
        if (db === null) return -1;
        return da < db ? -sign : sign;
      }
      return a.index - b.index;
    })
    .map(({ task }) => task);
}

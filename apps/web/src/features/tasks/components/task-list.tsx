import { Trans, useLingui } from '@lingui/react/macro';
import { todayIso } from '../../../lib/format-date.ts';
import { ListChecks, Plus } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Task } from '@campuspath/contract/tasks';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useUpdateTask } from '../api/update-task.ts';
import {
  TASK_FILTER_LABELS,
  TASK_FILTERS,
  TASK_SORT_LABELS,
  TASK_SORTS,
  applyTaskListView,
  readTaskListView,
  type TaskSort,
} from '../task-list-view.ts';
import { TaskItem } from './task-item.tsx';

/** The tasks page's content: filters (kept in the URL), the sort, and the list. */
export function TaskList() {
  const { t, i18n } = useLingui();
  const tasks = useTasks();
  const update = useUpdateTask();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readTaskListView(searchParams);
  // The student's own calendar day: "overdue" means due before today where they are.
  const [today] = useState(todayIso);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const sortId = useId();

  const setParam = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setSearchParams(next, { replace: true });
  };

  const toggle = (task: Task, completed: boolean) => {
    setToggleError(null);
    update.mutate(
      { id: task.id, body: { completed } },
      {
        onError: () => {
          const title = task.title;
          setToggleError(t`“${title}” could not be updated. Check your connection and try again.`);
        },
      },
    );
  };

  if (tasks.isPending) {
    return (
      <LoadingState label={t`Loading tasks`} className="space-y-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </LoadingState>
    );
  }
  if (tasks.isError) return <ErrorState message={t`We couldn't load your tasks.`} onRetry={() => void tasks.refetch()} />;

  const all = tasks.data.tasks;
  const shown = applyTaskListView(all, view);
  const addTask = (
    <Link to={paths.newTask.getHref()} className={buttonClass('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      <Trans>Add a task</Trans>
    </Link>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ToggleGroup.Root
          type="single"
          value={view.filter}
          onValueChange={(value) => value && setParam('filter', value, 'all')}
          aria-label={t`Show`}
          className="inline-flex w-fit rounded-lg border border-slate-300 bg-white p-0.5"
        >
          {TASK_FILTERS.map((value) => (
            <ToggleGroup.Item
              key={value}
              value={value}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=on]:bg-indigo-600 data-[state=on]:text-white"
            >
              {i18n._(TASK_FILTER_LABELS[value])}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        <div>
          <label htmlFor={sortId} className="block text-sm font-medium text-slate-700">
            <Trans>Sort by</Trans>
          </label>
          <select
            id={sortId}
            value={view.sort}
            onChange={(event) => setParam('sort', event.target.value as TaskSort, 'due-asc')}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-60"
          >
            {TASK_SORTS.map((value) => (
              <option key={value} value={value}>
                {i18n._(TASK_SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {toggleError ? <FormAlert>{toggleError}</FormAlert> : null}

      {shown.length === 0 ? (
        view.filter === 'completed' && all.length > 0 ? (
          <EmptyState icon={<ListChecks className="size-6" />} title={t`No completed tasks yet.`}>
            <Trans>Tick a task’s checkbox when it’s done and it will show here.</Trans>
          </EmptyState>
        ) : (
          <EmptyState icon={<ListChecks className="size-6" />} title={t`You don’t have any upcoming tasks.`} action={addTask}>
            <Trans>Keep track of test registrations, campus visits, aid forms and anything else with a date.</Trans>
          </EmptyState>
        )
      ) : (
        <ul aria-label={t`Tasks`} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {shown.map((task) => (
            <TaskItem key={task.id} task={task} today={today} onToggle={toggle} />
          ))}
        </ul>
      )}
    </div>
  );
}

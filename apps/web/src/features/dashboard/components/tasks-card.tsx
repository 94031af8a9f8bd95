import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { DashboardCard } from './dashboard-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { TASK_PRIORITY_NAMES, taskCategoryText } from '../../../lib/daily-terms.ts';
import { taskTitleText } from '../../../lib/app-task-title.ts';

const PRIORITY_CLASS = {
  high: { className: 'bg-red-50 text-red-700' },
  medium: { className: 'bg-amber-50 text-amber-800' },
  low: { className: 'bg-slate-100 text-slate-700' },
} as const;

/** The first five open tasks (spec section 9), with links to all tasks and a new one. */
export function TasksCard({ tasks }: { tasks: Dashboard['upcomingTasks'] }) {
  const { t, i18n } = useLingui();
  return (
    <DashboardCard
      title={t`Upcoming tasks`}
      id="tasks"
      action={
        <div className="flex gap-3 text-sm">
          <Link to={paths.newTask.getHref()} className="font-medium text-indigo-700 hover:underline">
            <Trans>Add task</Trans>
          </Link>
          <Link to={paths.tasks.getHref()} className="font-medium text-indigo-700 hover:underline">
            <Trans>View all</Trans>
          </Link>
        </div>
      }
    >
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>You don’t have any upcoming tasks.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{taskTitleText(i18n, task.title)}</p>
                {task.assignedBy ? <AssignedBy name={task.assignedBy.name} /> : null}
                <p className={`text-sm ${task.overdue ? 'font-medium text-red-700' : 'text-slate-500'}`}>
                  <TaskDue dueDate={task.dueDate} overdue={task.overdue} /> · {taskCategoryText(i18n, task.category)}
                </p>
              </div>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${PRIORITY_CLASS[task.priority].className}`}>
                {i18n._(TASK_PRIORITY_NAMES[task.priority])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function AssignedBy({ name }: { name: string }) {
  return (
    <p className="text-xs font-medium text-indigo-800">
      <Trans>From {name}</Trans>
    </p>
  );
}

/** "Due Nov 1", "Overdue · was due Nov 1" or "No due date". */
function TaskDue({ dueDate, overdue }: { dueDate: string | null; overdue: boolean }) {
  const { t } = useLingui();
  if (!dueDate) return t`No due date`;
  const day = formatDay(dueDate, 'short');
  return overdue ? t`Overdue · was due ${day}` : t`Due ${day}`;
}

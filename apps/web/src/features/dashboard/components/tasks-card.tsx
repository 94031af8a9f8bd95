import { Link } from 'react-router';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { DashboardCard } from './dashboard-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';

const PRIORITY_CLASS = {
  high: 'bg-red-50 text-red-700',
  medium: 'bg-amber-50 text-amber-800',
  low: 'bg-slate-100 text-slate-700',
} as const;

/** The first five open tasks (spec section 9), with links to all tasks and a new one. */
export function TasksCard({ tasks }: { tasks: Dashboard['upcomingTasks'] }) {
  return (
    <DashboardCard
      title="Upcoming tasks"
      id="tasks"
      action={
        <div className="flex gap-3 text-sm">
          <Link to={paths.newTask.getHref()} className="font-medium text-indigo-700 hover:underline">
            Add task
          </Link>
          <Link to={paths.tasks.getHref()} className="font-medium text-indigo-700 hover:underline">
            View all
          </Link>
        </div>
      }
    >
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-600">You don&apos;t have any upcoming tasks.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{task.title}</p>
                {task.assignedBy && <p className="text-xs font-medium text-indigo-800">From {task.assignedBy.name}</p>}
                <p className={`text-sm ${task.overdue ? 'font-medium text-red-700' : 'text-slate-500'}`}>
                  {task.dueDate ? `${task.overdue ? 'Overdue · was due' : 'Due'} ${formatDay(task.dueDate, 'short')}` : 'No due date'} ·{' '}
                  {task.category}
                </p>
              </div>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium capitalize ${PRIORITY_CLASS[task.priority]}`}>
                {task.priority}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Circle } from 'lucide-react';
import type { Task } from '@campuspath/contract/tasks';
import { formatDay } from '../../../lib/format-date.ts';
import { sampleTitleText } from '../../../lib/plan-terms.ts';

/** The student's tasks, read-only: done or not, due date, and who added it when a counselor did; a demo student's read "Sample: ". */
export function PlanTasks({ tasks, sample = false }: { tasks: Task[]; sample?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="plan-tasks">
      <h2 id="plan-tasks" className="text-xl font-semibold text-slate-900">
        <Trans>Tasks</Trans>
      </h2>
      {tasks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No tasks yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Tasks`} className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-start gap-3 px-4 py-3 text-sm">
              {task.completed ? (
                <CheckCircle2 aria-label={t`Done`} className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : (
                <Circle aria-label={t`Not done`} className="mt-0.5 size-4 shrink-0 text-slate-400" />
              )}
              <span className="min-w-0">
                <span className={`block break-words font-medium ${task.completed ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
                  {sample ? sampleTitleText(i18n, task.title) : task.title}
                </span>
                <span className="text-slate-600">
                  <TaskDue dueDate={task.dueDate} from={task.assignedBy?.name ?? null} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** When a task is due, and who added it when a counselor did. */
function TaskDue({ dueDate, from }: { dueDate: string | null; from: string | null }) {
  const { t } = useLingui();
  const due = dueDate ? formatDay(dueDate) : null;
  return (
    <>
      {due ? t`Due ${due}` : t`No due date`}
      {from ? ` · ${t`From ${from}`}` : ''}
    </>
  );
}

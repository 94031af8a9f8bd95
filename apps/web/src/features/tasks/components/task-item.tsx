import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay } from '../../../lib/format-date.ts';
import { Check, Pencil } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import type { Task } from '@campuspath/contract/tasks';
import { isTaskOverdue } from '@campuspath/contract/tasks-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { lazyDialog, type DialogButton } from '../../../components/ui/lazy-dialog.tsx';
import { DeleteTaskDialog } from './delete-task-dialog.tsx';
import { NotesText } from './notes-text.tsx';
import { taskNotesText } from '../../../lib/app-task-notes.ts';
import { taskTitleText } from '../../../lib/app-task-title.ts';
import { TASK_CATEGORY_NAMES, TASK_PRIORITY_NAMES } from '../../../lib/daily-terms.ts';

// The form (react-hook-form) and the dialog stack load after the list, not with it.
const EditTaskDialog = lazyDialog<{ task: Task; button: DialogButton }>(
  () => import('./edit-task-dialog.tsx'),
  ({ button }) => button,
);
const editButton = (label: string): DialogButton => ({
  className: buttonClass('ghost', 'px-2.5'),
  children: (
    <>
      <Pencil aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </>
  ),
});

const PRIORITY_CLASS = {
  high: { className: 'bg-red-50 text-red-800' },
  medium: { className: 'bg-amber-50 text-amber-900' },
  low: { className: 'bg-slate-100 text-slate-700' },
} as const;

/** One task: a checkbox that completes it, its details (struck through when done) and its actions. */
export function TaskItem({ task, today, onToggle }: { task: Task; today: string; onToggle: (task: Task, completed: boolean) => void }) {
  const checkboxId = useId();
  const detailsId = useId();
  const { t, i18n } = useLingui();
  const overdue = isTaskOverdue(task, today);
  const title = taskTitleText(i18n, task.title);
  const due = task.dueDate ? formatDay(task.dueDate) : null;
  const priority = i18n._(TASK_PRIORITY_NAMES[task.priority]);
  const assignedBy = task.assignedBy?.name;
  return (
    <li className="flex items-start gap-3 px-4 py-4 sm:px-5">
      <Checkbox.Root
        id={checkboxId}
        checked={task.completed}
        onCheckedChange={(checked) => onToggle(task, checked === true)}
        aria-describedby={detailsId}
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded border border-slate-400 bg-white text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600"
      >
        <Checkbox.Indicator>
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <div className="min-w-0 flex-1">
        <label
          htmlFor={checkboxId}
          className={`block cursor-pointer break-words font-medium ${task.completed ? 'text-slate-500 line-through' : 'text-slate-900'}`}
        >
          {title}
        </label>
        <div id={detailsId} className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {overdue ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              <Trans>Overdue</Trans>
            </span>
          ) : null}
          <span className={overdue ? 'font-medium text-red-700' : undefined}>{due ? t`Due ${due}` : t`No due date`}</span>
          <span>{i18n._(TASK_CATEGORY_NAMES[task.category])}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${PRIORITY_CLASS[task.priority].className}`}>
            <Trans>{priority} priority</Trans>
          </span>
          {task.assignedBy ? (
            <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">{t`From ${assignedBy}`}</span>
          ) : null}
          {task.fromPlan ? (
            <span className="text-xs text-slate-600">
              <ClassPlanNote plan={task.fromPlan} />
            </span>
          ) : null}
        </div>
        {task.notes ? (
          <p className={`mt-2 whitespace-pre-line break-words text-sm ${task.completed ? 'text-slate-500' : 'text-slate-700'}`}>
            <NotesText notes={taskNotesText(i18n, task.notes)} />
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-1">
        {/* A counselor's task can be completed or dismissed, not edited. */}
        {task.assignedBy ? null : <EditTaskDialog task={task} button={editButton(t`Edit “${title}”`)} />}
        <DeleteTaskDialog task={task} />
      </div>
    </li>
  );
}

/** Which class plan of the school a task came from. */
function ClassPlanNote({ plan }: { plan: NonNullable<Task['fromPlan']> }) {
  const { t } = useLingui();
  const { title, schoolName } = plan;
  return t`Class plan “${title}” · ${schoolName}`;
}

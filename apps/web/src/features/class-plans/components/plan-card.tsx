import { Suspense, lazy, useId, useState } from 'react';
import type { ClassPlan, ClassPlanTask } from '@campuspath/contract/class-plans';
import { relativeDueLabel } from '@campuspath/contract/class-plans-terms';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { useCopyClassPlan, useDeleteClassPlan } from '../api/class-plans.ts';
import { PlanProgress } from './plan-progress.tsx';

// The form (react-hook-form) opens only on Edit; the class plans page asks for its chunk as it starts.
const PlanForm = lazy(() => import('./plan-form.tsx').then((module) => ({ default: module.PlanForm })));

const dueWords = (task: ClassPlanTask) =>
  task.relative
    ? relativeDueLabel(task.relative.round, task.relative.daysBefore, 'the student’s')
    : task.dueDate
      ? `Due ${formatDay(task.dueDate)}`
      : 'No date';

/** One plan of the school: who it is for, its tasks, who received it; its completion on demand; copy and delete. */
export function PlanCard({ highSchoolId, plan }: { highSchoolId: string; plan: ClassPlan }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const copy = useCopyClassPlan(highSchoolId);
  const remove = useDeleteClassPlan(highSchoolId);
  const headingId = useId();
  const progressId = useId();
  const editorId = useId();
  const audience = plan.graduationYear !== null ? `Class of ${plan.graduationYear}` : `Roster group ${plan.group}`;
  const copyToNextYear = async () => {
    setNotice(null);
    try {
      const { plan: made } = await copy.mutateAsync(plan.id);
      setNotice(`Copied: “${made.title}” for ${made.graduationYear !== null ? `the Class of ${made.graduationYear}` : `${made.group}`}.`);
    } catch (error) {
      setNotice(errorMessage(error, 'The plan was not notice.'));
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 p-3 sm:p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="break-words text-lg font-semibold text-slate-900">
          {plan.title}
        </h3>
        {plan.isSample ? <SampleBadge label="Sample plan" /> : null}
      </div>
      <p className="text-sm text-slate-600">
        {audience} · {plan.recipients === 1 ? '1 student has it' : `${plan.recipients} students have it`}
      </p>
      {editing ? null : (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {plan.tasks.map((task) => (
            <li key={task.id}>
              {task.title} <span className="text-slate-500">· {dueWords(task)}</span>
            </li>
          ))}
        </ul>
      )}
      <div id={editorId} className={editing ? 'mt-4 sm:rounded-xl sm:bg-slate-50 sm:p-4' : undefined}>
        {editing ? (
          <Suspense fallback={<Skeleton className="h-[40rem]" />}>
            <PlanForm
              highSchoolId={highSchoolId}
              defaultYear={plan.graduationYear ?? 0}
              plan={plan}
              onSaved={(text) => {
                setEditing(false);
                setNotice(text);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" aria-expanded={editing} aria-controls={editorId} onClick={() => setEditing(!editing)}>
          {editing ? 'Stop editing' : 'Edit'}
          <span className="sr-only"> {plan.title}</span>
        </Button>
        <Button variant="secondary" aria-expanded={open} aria-controls={progressId} onClick={() => setOpen(!open)}>
          {open ? 'Hide completion' : 'Show completion'}
          <span className="sr-only"> of {plan.title}</span>
        </Button>
        <Button variant="secondary" disabled={copy.isPending} onClick={() => void copyToNextYear()}>
          {copy.isPending ? 'Copying…' : 'Copy to next year'}
          <span className="sr-only"> ({plan.title})</span>
        </Button>
        <ConfirmDialog
          trigger={
            <>
              Delete<span className="sr-only"> {plan.title}</span>
            </>
          }
          triggerClassName={buttonClass('ghost')}
          title={`Delete “${plan.title}”?`}
          description="Its tasks leave the lists of students who have not done them. Tasks a student completed stay in their list, still naming this plan."
          confirmLabel="Delete plan"
          pendingLabel="Deleting…"
          errorMessage={(error) => errorMessage(error, 'The plan was not deleted. Please try again.')}
          destructive
          pending={remove.isPending}
          onConfirm={() => remove.mutateAsync(plan.id)}
        />
      </div>
      {notice ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {notice}
        </p>
      ) : null}
      <div id={progressId} className={open ? 'mt-4' : undefined}>
        {open ? <PlanProgress highSchoolId={highSchoolId} plan={plan} /> : null}
      </div>
    </li>
  );
}

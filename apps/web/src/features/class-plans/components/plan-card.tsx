import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useId, useState } from 'react';
import type { ClassPlan, ClassPlanTask } from '@campuspath/contract/class-plans';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { useCopyClassPlan, useDeleteClassPlan } from '../api/class-plans.ts';
import { PlanProgress } from './plan-progress.tsx';

// The form (react-hook-form) opens only on Edit; the class plans page asks for its chunk as it starts.
const PlanForm = lazy(() => import('./plan-form.tsx').then((module) => ({ default: module.PlanForm })));

/** "7 days before the student’s Early Action deadline", "Due Jan 5, 2027", "No date". */
function dueWords(i18n: I18n, task: ClassPlanTask): string {
  if (task.relative) {
    const round = i18n._(APPLICATION_ROUND_NAMES[task.relative.round]);
    const days = task.relative.daysBefore;
    return days === 0
      ? i18n._(msg`On the student’s ${round} deadline`)
      : i18n._(
          msg`${plural(days, { one: `# day before the student’s ${round} deadline`, other: `# days before the student’s ${round} deadline` })}`,
        );
  }
  if (!task.dueDate) return i18n._(msg`No date`);
  const day = formatDay(task.dueDate);
  return i18n._(msg`Due ${day}`);
}

/** One plan of the school: who it is for, its tasks, who received it; its completion on demand; copy and delete. */
export function PlanCard({ highSchoolId, plan }: { highSchoolId: string; plan: ClassPlan }) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const copy = useCopyClassPlan(highSchoolId);
  const remove = useDeleteClassPlan(highSchoolId);
  const headingId = useId();
  const progressId = useId();
  const editorId = useId();
  const year = plan.graduationYear;
  const group = plan.group;
  const title = plan.title;
  const recipients = plan.recipients;
  const audience = year !== null ? t`Class of ${year}` : t`Roster group ${group}`;
  const copyToNextYear = async () => {
    setNotice(null);
    try {
      const { plan: made } = await copy.mutateAsync(plan.id);
      const madeTitle = made.title;
      const madeYear = made.graduationYear;
      const madeGroup = made.group;
      setNotice(madeYear !== null ? t`Copied: “${madeTitle}” for the Class of ${madeYear}.` : t`Copied: “${madeTitle}” for ${madeGroup}.`);
    } catch (error) {
      setNotice(errorMessage(error, t`The plan was not copied. Please try again.`));
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 p-3 sm:p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="break-words text-lg font-semibold text-slate-900">
          {plan.title}
        </h3>
        {plan.isSample ? <SampleBadge label={t`Sample plan`} /> : null}
      </div>
      <p className="text-sm text-slate-600">
        {audience} · {t`${plural(recipients, { one: '# student has it', other: '# students have it' })}`}
      </p>
      {editing ? null : (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {plan.tasks.map((task) => (
            <li key={task.id}>
              {task.title} <span className="text-slate-500">· {dueWords(i18n, task)}</span>
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
          {editing ? t`Stop editing` : t`Edit`}
          <span className="sr-only"> {title}</span>
        </Button>
        <Button variant="secondary" aria-expanded={open} aria-controls={progressId} onClick={() => setOpen(!open)}>
          {open ? t`Hide completion` : t`Show completion`}
          <span className="sr-only">{t` of ${title}`}</span>
        </Button>
        <Button variant="secondary" disabled={copy.isPending} onClick={() => void copyToNextYear()}>
          {copy.isPending ? t`Copying…` : t`Copy to next year`}
          <span className="sr-only"> ({title})</span>
        </Button>
        <ConfirmDialog
          trigger={
            <>
              <Trans>
                Delete<span className="sr-only"> {title}</span>
              </Trans>
            </>
          }
          triggerClassName={buttonClass('ghost')}
          title={t`Delete “${title}”?`}
          description={t`Its tasks leave the lists of students who have not done them. Tasks a student completed stay in their list, still naming this plan.`}
          confirmLabel={t`Delete plan`}
          pendingLabel={t`Deleting…`}
          errorMessage={(error) => errorMessage(error, t`The plan was not deleted. Please try again.`)}
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

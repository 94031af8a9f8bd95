import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassPlan } from '@campuspath/contract/class-plans';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useClassPlanDetail } from '../api/class-plans.ts';

const STATUS_WORDS: Record<'done' | 'open' | 'dismissed', MessageDescriptor> = {
  done: msg`Done`,
  open: msg`Not done`,
  dismissed: msg`Dismissed by the student`,
};
const STATUS_CLASS = { done: 'text-emerald-800', open: 'text-slate-700', dismissed: 'text-slate-500' } as const;

/**
 * A plan's completion, as sharing allows: each student who shares their tasks with the school's
 * counselors, by name, with each task's state; the others only counted.
 */
export function PlanProgress({ highSchoolId, plan }: { highSchoolId: string; plan: ClassPlan }) {
  const { i18n, t } = useLingui();
  const title = plan.title;
  const detail = useClassPlanDetail(highSchoolId, plan.id, true);
  if (detail.isPending)
    return (
      <LoadingState label={t`Loading the completion of ${title}`}>
        <Skeleton className="h-24" />
      </LoadingState>
    );
  if (detail.isError)
    return <ErrorState size="compact" message={t`The plan’s completion could not be loaded.`} onRetry={() => void detail.refetch()} />;
  const { students, tasks, notSharing } = detail.data.completion;
  const shared = students.length;
  const classOf = (year: number) => t`Class of ${year}`;
  const dueOn = (day: string) => {
    const date = formatDay(day);
    return t` · due ${date}`;
  };
  const titleOf = new Map(plan.tasks.map((task) => [task.id, task.title]));
  return (
    <div className="space-y-4">
      <ul className="space-y-1 text-sm text-slate-700" aria-label={t`Completion of each task of ${title}`}>
        {tasks.map((task) => {
          const { done, dismissed } = task;
          return (
            <li key={task.taskId}>
              <span className="font-medium text-slate-900">{titleOf.get(task.taskId)}</span>: {t`${done} of ${shared} done`}
              {dismissed > 0 ? t`, ${dismissed} dismissed` : ''}
            </li>
          );
        })}
      </ul>
      {students.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No student who received this plan shares their tasks with you yet.</Trans>
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          aria-label={t`Students sharing their tasks, for ${title}`}
        >
          {students.map((student) => (
            <li key={student.id} className="p-3">
              <p className="font-medium text-slate-900">
                {student.name} <span className="text-sm font-normal text-slate-600">· {classOf(student.graduationYear)}</span>
              </p>
              <ul className="mt-1 space-y-0.5 text-sm">
                {student.tasks.map((task) => (
                  <li key={task.taskId} className={STATUS_CLASS[task.status]}>
                    {titleOf.get(task.taskId)}: {i18n._(STATUS_WORDS[task.status])}
                    {task.status === 'open' ? (task.dueDate ? dueOn(task.dueDate) : t` · no date`) : ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {notSharing > 0 ? (
        <p className="text-sm text-slate-600">
          {t`${plural(notSharing, {
            one: '# more student has this plan and does not share their tasks with you: their progress is theirs until they choose to share it.',
            other:
              '# more students have this plan and do not share their tasks with you: their progress is theirs until they choose to share it.',
          })}`}
        </p>
      ) : null}
    </div>
  );
}

import type { ClassPlan } from '@campuspath/contract/class-plans';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useClassPlanDetail } from '../api/class-plans.ts';

const STATUS_WORDS = { done: 'Done', open: 'Not done', dismissed: 'Dismissed by the student' } as const;
const STATUS_CLASS = { done: 'text-emerald-800', open: 'text-slate-700', dismissed: 'text-slate-500' } as const;

/**
 * A plan's completion, as sharing allows: each student who shares their tasks with the school's
 * counselors, by name, with each task's state; the others only counted.
 */
export function PlanProgress({ highSchoolId, plan }: { highSchoolId: string; plan: ClassPlan }) {
  const detail = useClassPlanDetail(highSchoolId, plan.id, true);
  if (detail.isPending)
    return (
      <LoadingState label={`Loading the completion of ${plan.title}`}>
        <Skeleton className="h-24" />
      </LoadingState>
    );
  if (detail.isError)
    return <ErrorState size="compact" message="The plan’s completion could not be loaded." onRetry={() => void detail.refetch()} />;
  const { students, tasks, notSharing } = detail.data.completion;
  const titleOf = new Map(plan.tasks.map((task) => [task.id, task.title]));
  return (
    <div className="space-y-4">
      <ul className="space-y-1 text-sm text-slate-700" aria-label={`Completion of each task of ${plan.title}`}>
        {tasks.map((task) => (
          <li key={task.taskId}>
            <span className="font-medium text-slate-900">{titleOf.get(task.taskId)}</span>: {task.done} of {students.length} done
            {task.dismissed > 0 ? `, ${task.dismissed} dismissed` : ''}
          </li>
        ))}
      </ul>
      {students.length === 0 ? (
        <p className="text-sm text-slate-600">No student who received this plan shares their tasks with you yet.</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          aria-label={`Students sharing their tasks, for ${plan.title}`}
        >
          {students.map((student) => (
            <li key={student.id} className="p-3">
              <p className="font-medium text-slate-900">
                {student.name} <span className="text-sm font-normal text-slate-600">· Class of {student.graduationYear}</span>
              </p>
              <ul className="mt-1 space-y-0.5 text-sm">
                {student.tasks.map((task) => (
                  <li key={task.taskId} className={STATUS_CLASS[task.status]}>
                    {titleOf.get(task.taskId)}: {STATUS_WORDS[task.status]}
                    {task.status === 'open' ? (task.dueDate ? ` · due ${formatDay(task.dueDate)}` : ' · no date') : ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {notSharing > 0 ? (
        <p className="text-sm text-slate-600">
          {notSharing === 1 ? '1 more student has' : `${notSharing} more students have`} this plan and {notSharing === 1 ? 'does' : 'do'}{' '}
          not share their tasks with you: their progress is theirs until they choose to share it.
        </p>
      ) : null}
    </div>
  );
}

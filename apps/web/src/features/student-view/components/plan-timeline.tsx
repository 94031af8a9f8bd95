import { Trans, useLingui } from '@lingui/react/macro';
import type { EssaySummary } from '@campuspath/contract/essays';
import type { Letter } from '@campuspath/contract/letters';
import type { StudentPlanResponse } from '@campuspath/contract/sharing';
import { formatDay, todayIso } from '../../../lib/format-date.ts';
import { sampleTitleText } from '../../../lib/plan-terms.ts';

interface Dated {
  key: string;
  date: string;
  title: string;
  kind: string;
}

const OPEN_STATUSES = new Set(['drafting', 'in-progress']);

/**
 * What is due, in date order, from what the student shares: application deadlines not yet
 * submitted, open tasks, and (when shared) essays and letters. Past dates read "Overdue". A demo
 * student's items are samples: each title starts "Sample: ", as on the student's own timeline.
 */
export function PlanTimeline({
  applications = [],
  tasks = [],
  essays = [],
  letters = [],
  sample = false,
}: {
  applications?: StudentPlanResponse['applications'];
  tasks?: StudentPlanResponse['tasks'];
  essays?: EssaySummary[];
  letters?: Letter[];
  sample?: boolean;
}) {
  const { t, i18n } = useLingui();
  const today = todayIso();
  const applicationTitle = (school: string | null, schoolId: number) =>
    school ? t`${school} application` : t`School ${schoolId} application`;
  const items: Dated[] = [
    ...applications
      .filter((application) => application.deadline && OPEN_STATUSES.has(application.status))
      .map((application) => ({
        key: `a-${application.id}`,
        date: application.deadline!,
        title: applicationTitle(application.school?.name ?? null, application.schoolId),
        kind: t`Application`,
      })),
    ...tasks
      .filter((task) => task.dueDate && !task.completed)
      .map((task) => ({ key: `t-${task.id}`, date: task.dueDate!, title: task.title, kind: t`Task` })),
    ...essays
      .filter((essay) => essay.dueDate && essay.status !== 'completed')
      .map((essay) => ({ key: `e-${essay.id}`, date: essay.dueDate!, title: essay.title, kind: t`Essay` })),
    ...letters
      .filter((letter) => letter.dueDate && letter.status !== 'completed')
      .map((letter) => {
        const recommender = letter.recommenderName;
        return { key: `l-${letter.id}`, date: letter.dueDate!, title: t`Letter from ${recommender}`, kind: t`Letter` };
      }),
  ]
    .map((item) => (sample ? { ...item, title: sampleTitleText(i18n, item.title) } : item))
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  return (
    <section aria-labelledby="plan-timeline">
      <h2 id="plan-timeline" className="text-xl font-semibold text-slate-900">
        <Trans>Timeline</Trans>
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Nothing due in what is shared with you.</Trans>
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {items.map((item) => {
            const overdue = item.date < today;
            return (
              <li key={item.key} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="min-w-0 break-words text-sm text-slate-900">
                  <span className="font-medium">{item.title}</span> <span className="text-slate-500">· {item.kind}</span>
                </span>
                <span className={`shrink-0 text-sm ${overdue ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
                  {overdue ? `${t`Overdue`} · ` : ''}
                  {formatDay(item.date)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

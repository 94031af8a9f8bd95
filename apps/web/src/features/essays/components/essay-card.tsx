import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { EssaySummary } from '@campuspath/contract/essays';
import { paths } from '../../../config/paths.ts';
import { formatDay, formatTimeAgo } from '../../../lib/format-date.ts';
import { describeWordCount } from '../word-count.ts';
import { roundText } from './application-choices.tsx';

/** One essay in the essays tab: university, prompt, words against the limit, due date and last edited. */
export function EssayCard({ essay }: { essay: EssaySummary }) {
  const { t, i18n } = useLingui();
  const words = describeWordCount(i18n, essay.wordCount, essay.maxWords);
  const due = essay.dueDate ? formatDay(essay.dueDate) : null;
  const edited = formatTimeAgo(essay.updatedAt);
  return (
    <article className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-indigo-500 hover:border-indigo-300">
      <h3 className="font-semibold text-slate-900">
        <Link to={paths.essay.getHref(essay.id)} className="after:absolute after:inset-0 focus:outline-none">
          {essay.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {essay.applications.length > 0
          ? essay.applications.map((application) => `${application.schoolName} (${roundText(i18n, application.round)})`).join(', ')
          : t`Not linked to an application`}
      </p>
      {essay.prompt ? <p className="mt-2 line-clamp-2 text-sm text-slate-700">{essay.prompt}</p> : null}
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="sr-only">
            <Trans>Words</Trans>
          </dt>
          <dd className={words.over > 0 ? 'font-medium text-red-700' : 'text-slate-700'}>{words.text}</dd>
        </div>
        <div>
          <dt className="sr-only">
            <Trans>Due</Trans>
          </dt>
          <dd className="text-slate-700">{due ? t`Due ${due}` : t`No due date`}</dd>
        </div>
        <div>
          <dt className="sr-only">
            <Trans>Last edited</Trans>
          </dt>
          <dd className="text-slate-500">
            <Trans>Edited {edited}</Trans>
          </dd>
        </div>
      </dl>
    </article>
  );
}

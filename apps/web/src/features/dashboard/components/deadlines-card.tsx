import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { DashboardCard } from './dashboard-card.tsx';
import { paths } from '../../../config/paths.ts';
import { datedItemHref } from '../../../lib/dated-item-href.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { dueStatusText } from '../../../lib/daily-terms.ts';
import { datedItemTitle } from '../../../lib/dated-item-title.ts';

/** Everything due in the next 14 days, soonest first. */
export function DeadlinesCard({ deadlines }: { deadlines: Dashboard['upcomingDeadlines'] }) {
  const { t, i18n } = useLingui();
  const missing = deadlines.missingDeadline;
  return (
    <DashboardCard
      title={t`Due in the next 14 days`}
      id="deadlines"
      action={
        <Link to={paths.applications.getHref('deadlines')} className="text-sm font-medium text-indigo-700 hover:underline">
          <Trans>Calendar</Trans>
        </Link>
      }
    >
      {deadlines.missingDeadline > 0 ? (
        <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t`${plural(missing, { one: '# application has no deadline yet.', other: '# applications have no deadline yet.' })}`}{' '}
          <Link to={paths.tasks.getHref()} className="font-medium underline">
            <Trans>Find the deadlines</Trans>
          </Link>
        </p>
      ) : null}
      {deadlines.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nothing is due in the next two weeks.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {deadlines.items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex items-center justify-between gap-3 py-2.5">
              <Link to={datedItemHref(item)} className="min-w-0 truncate font-medium text-slate-900 hover:text-indigo-700">
                {datedItemTitle(i18n, item)}
              </Link>
              <span className={`shrink-0 text-sm ${item.daysLeft <= 3 ? 'font-medium text-red-700' : 'text-slate-600'}`}>
                <time dateTime={item.date}>{formatDay(item.date, 'short')}</time> ·{' '}
                {dueStatusText(i18n, { daysLeft: item.daysLeft, overdue: false })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

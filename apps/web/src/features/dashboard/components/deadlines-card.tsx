import { Link } from 'react-router';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { DashboardCard } from './dashboard-card.tsx';
import { paths } from '../../../config/paths.ts';
import { datedItemHref } from '../../../lib/dated-item-href.ts';
import { formatDay } from '../../../lib/format-date.ts';

const daysText = (days: number) => (days === 0 ? 'Due today' : `${days} day${days === 1 ? '' : 's'} left`);

/** Everything due in the next 14 days, soonest first. */
export function DeadlinesCard({ deadlines }: { deadlines: Dashboard['upcomingDeadlines'] }) {
  return (
    <DashboardCard
      title="Due in the next 14 days"
      id="deadlines"
      action={
        <Link to={paths.applications.getHref('deadlines')} className="text-sm font-medium text-indigo-700 hover:underline">
          Calendar
        </Link>
      }
    >
      {deadlines.missingDeadline > 0 ? (
        <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {deadlines.missingDeadline === 1 ? '1 application has' : `${deadlines.missingDeadline} applications have`} no deadline yet.{' '}
          <Link to={paths.tasks.getHref()} className="font-medium underline">
            Find the deadlines
          </Link>
        </p>
      ) : null}
      {deadlines.items.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing is due in the next two weeks.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {deadlines.items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex items-center justify-between gap-3 py-2.5">
              <Link to={datedItemHref(item)} className="min-w-0 truncate font-medium text-slate-900 hover:text-indigo-700">
                {item.title}
              </Link>
              <span className={`shrink-0 text-sm ${item.daysLeft <= 3 ? 'font-medium text-red-700' : 'text-slate-600'}`}>
                <time dateTime={item.date}>{formatDay(item.date, 'short')}</time> · {daysText(item.daysLeft)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Bookmark, CalendarClock, GraduationCap, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { paths } from '../../../config/paths.ts';
import { formatPercent } from '../../../lib/format-percent.ts';

function SummaryCard({
  icon,
  label,
  value,
  detail,
  href,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
  href: string;
}) {
  return (
    <Link to={href} className="group rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-indigo-50 text-indigo-600">
          {icon}
        </span>
      </div>
      <p className="mt-3 text-3xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-sm text-slate-500 group-hover:text-slate-700">{detail}</p>
    </Link>
  );
}

/** The four summary cards of spec section 2 ("Dashboard"), each a link to where the number comes from. */
export function SummaryCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useLingui();
  const { savedCount, applicationProgress, academics, upcomingDeadlines } = dashboard;
  const applied = applicationProgress.counts.applied + applicationProgress.counts.accepted;
  const total = applicationProgress.total;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        icon={<Bookmark className="size-5" />}
        label={t`Saved Universities`}
        value={String(savedCount)}
        detail={savedCount ? t`On your list` : t`Save schools from Explore`}
        href={savedCount ? paths.saved.getHref() : paths.explore.getHref()}
      />
      <SummaryCard
        icon={<TrendingUp className="size-5" />}
        label={t`Application Progress`}
        value={formatPercent(applicationProgress.percent)}
        detail={total ? t`${applied} of ${total} applied` : t`No applications yet`}
        href={paths.applications.getHref()}
      />
      <SummaryCard
        icon={<GraduationCap className="size-5" />}
        label={t`Current GPA`}
        value={academics.currentGpa === null ? t`Not added` : academics.currentGpa.toFixed(2)}
        detail={academics.currentGpa === null ? t`Add it to your profile` : t`Unweighted, out of 4.0`}
        href={paths.academics.getHref()}
      />
      <SummaryCard
        icon={<CalendarClock className="size-5" />}
        label={t`Upcoming Deadlines`}
        value={String(upcomingDeadlines.count)}
        detail={t`Due in the next 14 days`}
        href={paths.applications.getHref('deadlines')}
      />
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { paths } from '../../../config/paths.ts';

const GpaTrendChart = lazy(() => import('./gpa-trend-chart.tsx'));

/** Academic records: GPA (scale 4.0), SAT (of 1600), ACT (of 36), AP courses, and the GPA trend chart. */
export function AcademicsCard({ academics }: { academics: Dashboard['academics'] }) {
  const { t } = useLingui();
  const notAdded = t`Not added`;
  const stats = [
    { label: 'GPA', value: academics.currentGpa === null ? notAdded : academics.currentGpa.toFixed(2), scale: '/ 4.0' },
    { label: 'SAT', value: academics.sat === null ? notAdded : String(academics.sat), scale: '/ 1600' },
    { label: 'ACT', value: academics.act === null ? notAdded : String(academics.act), scale: '/ 36' },
    { label: t`AP courses`, value: String(academics.apCourses), scale: '' },
  ];
  return (
    <DashboardCard
      title={t`Academic records`}
      id="academics"
      action={
        <Link to={paths.academics.getHref()} className="text-sm font-medium text-indigo-700 hover:underline">
          <Trans>Edit profile</Trans>
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900">
              {stat.value}{' '}
              {stat.value !== notAdded && stat.scale ? <span className="text-sm font-normal text-slate-500">{stat.scale}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {academics.gpaTrend.length >= 2 ? (
        <Suspense fallback={<Skeleton className="mt-4 h-48 w-full" />}>
          <GpaTrendChart points={academics.gpaTrend} />
        </Suspense>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          <Trans>Add the GPA of at least two terms to your profile to see your trend.</Trans>
        </p>
      )}
    </DashboardCard>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TermPoint } from './gpa-trend-chart.tsx';

// recharts is large: it loads only when the chart is shown.
const GpaTrendChart = lazy(() => import('./gpa-trend-chart.tsx'));

/** The trend of the terms entered so far (live, before saving). */
export function GpaTrend({ points }: { points: TermPoint[] }) {
  const { t } = useLingui();
  if (points.length < 2) {
    return (
      <p className="mt-6 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <Trans>Add the GPA of at least two terms to see your trend.</Trans>
      </p>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="mt-6 h-56 w-full" />}>
      <GpaTrendChart points={points} title={t`GPA trend`} label={t`GPA`} />
    </Suspense>
  );
}

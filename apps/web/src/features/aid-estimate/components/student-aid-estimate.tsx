import { Trans, useLingui } from '@lingui/react/macro';
import { Calculator } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useStudentAidEstimate } from '../api/get-student-aid-estimate.ts';
import { AidEstimateFigures } from './aid-estimate-result.tsx';

const SavedEstimateSteps = lazy(() => import('./saved-estimate-steps.tsx'));

/**
 * A student's saved Student Aid Index and Pell estimate as a parent or counselor the student shares
 * costs with reads it: the two figures at once, the steps on request, nothing to change.
 */
export function StudentAidEstimate({ studentId }: { studentId: string }) {
  const saved = useStudentAidEstimate(studentId);
  const { t } = useLingui();
  const [showSteps, setShowSteps] = useState(false);
  const heading = (
    <h2 id="student-estimate-heading" className="text-xl font-semibold text-slate-900">
      <Trans>The student’s aid estimate</Trans>
    </h2>
  );
  if (saved.isPending) {
    return (
      <LoadingState label={t`Loading the student’s aid estimate`}>
        <Skeleton className="h-40 w-full" />
      </LoadingState>
    );
  }
  if (saved.isError) {
    return (
      <section aria-labelledby="student-estimate-heading" className="space-y-3">
        {heading}
        <ErrorState message={t`The student’s aid estimate could not be loaded. Please try again.`} onRetry={() => void saved.refetch()} />
      </section>
    );
  }
  const estimate = saved.data.estimate;
  const awardYear = estimate?.awardYear;
  const savedOn = estimate ? formatDate(estimate.updatedAt) : '';
  return (
    <section aria-labelledby="student-estimate-heading" className="space-y-3" data-testid="student-aid-estimate">
      {heading}
      {estimate === null ? (
        <EmptyState icon={<Calculator className="size-6" />} title={t`No estimate saved yet`}>
          <Trans>When the student saves a Student Aid Index and Pell Grant estimate on Paying for college, it shows here, read-only.</Trans>
        </EmptyState>
      ) : (
        <div className="rounded-2xl border border-indigo-200 bg-white p-4 sm:p-6">
          <p className="text-xs font-semibold tracking-wider text-amber-800 uppercase">
            <Trans>Estimate, not an offer</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              The student’s {awardYear} estimate from the inputs they saved on {savedOn}. Read-only: only the student can change it. Only
              the FAFSA gives an official SAI, and only a college’s aid offer gives an award.
            </Trans>
          </p>
          <AidEstimateFigures sai={estimate.sai} pell={estimate.pell} />
          <Button variant="secondary" className="mt-4" aria-expanded={showSteps} onClick={() => setShowSteps((shown) => !shown)}>
            {showSteps ? t`Hide the steps` : t`Show how it was worked out`}
          </Button>
          {showSteps ? (
            <Suspense
              fallback={
                <p className="mt-4 text-sm text-slate-600">
                  <Trans>Loading the steps…</Trans>
                </p>
              }
            >
              <SavedEstimateSteps inputs={estimate.inputs} />
            </Suspense>
          ) : null}
        </div>
      )}
    </section>
  );
}

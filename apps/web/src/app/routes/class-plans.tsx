import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useClassPlans } from '../../features/class-plans/api/class-plans.ts';
import { PlanCard } from '../../features/class-plans/components/plan-card.tsx';
import { CounselorSchoolGate, CounselorSchoolSelect, CreateSchoolFirst } from '../../features/high-schools/components/counselor-school.tsx';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { renderToday } from '../../lib/format-date.ts';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

// The plan form (react-hook-form, about 15 KB gzipped) is a chunk of its own, asked for as the page
// starts, so it arrives while the school and its plans are read (e2e/js-budget.spec.ts).
const planForm = import('../../features/class-plans/components/plan-form.tsx');
const PlanForm = lazy(() => planForm.then((module) => ({ default: module.PlanForm })));

function PlansSection({ highSchoolId }: { highSchoolId: string }) {
  const { t } = useLingui();
  const plans = useClassPlans(highSchoolId);
  if (plans.isPending)
    return (
      <LoadingState label={t`Loading the class plans`}>
        <Skeleton className="h-40" />
      </LoadingState>
    );
  if (plans.isError)
    return <ErrorState size="compact" message={t`The class plans could not be loaded.`} onRetry={() => void plans.refetch()} />;
  if (plans.data.plans.length === 0)
    return (
      <EmptyState title={t`No class plans yet`}>
        <Trans>Make one above: its tasks reach every student of that class or group who joined, and later joiners too.</Trans>
      </EmptyState>
    );
  return (
    <ul className="space-y-4" aria-label={t`Class plans`}>
      {plans.data.plans.map((plan) => (
        <PlanCard key={plan.id} highSchoolId={highSchoolId} plan={plan} />
      ))}
    </ul>
  );
}

/**
 * /class-plans?school=…: a counselor's class-wide plans: tasks for a graduation year or roster
 * group that reach each student's own task list (joiners included), with completion as sharing allows.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Class plans`);
  const [, setSearchParams] = useSearchParams();
  const counselorSchool = useCounselorSchool();
  const { mine, schoolId, school } = counselorSchool;
  const currentName = school?.name;

  const content = (
    <CounselorSchoolGate
      counselorSchool={counselorSchool}
      withoutSchool={
        <CreateSchoolFirst>
          <Trans>A class plan belongs to your high school: its students who joined receive its tasks.</Trans>
        </CreateSchoolFirst>
      }
    >
      {(school) => {
        const schoolName = school.name;
        return (
          <div className="space-y-6">
            <section aria-labelledby="new-plan" className={cardClass}>
              <h2 id="new-plan" className="text-xl font-semibold text-slate-900">
                <Trans>Make a class plan</Trans>
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>
                  Each student gets the tasks in their own list, from you, naming the plan. They can mark them done or dismiss them.
                </Trans>
              </p>
              <div className="mt-4">
                <Suspense fallback={<Skeleton className="h-[40rem]" />}>
                  <PlanForm highSchoolId={school.id} defaultYear={currentEntryYear(renderToday())} />
                </Suspense>
              </div>
            </section>
            <section aria-labelledby="school-plans" className={cardClass}>
              <h2 id="school-plans" className="text-xl font-semibold text-slate-900">
                {t`${schoolName}’s plans`}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>Completion names only students who share their tasks with you; the others are counted, not named.</Trans>
              </p>
              <div className="mt-4">
                <PlansSection highSchoolId={school.id} />
              </div>
            </section>
          </div>
        );
      }}
    </CounselorSchoolGate>
  );

  return (
    <WorkspacePage
      title={t`Class plans`}
      width="narrow"
      description={school ? t`Tasks for a whole class or group at ${currentName}.` : undefined}
      actions={
        <CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => setSearchParams({ school: id }, { replace: true })} />
      }
    >
      {content}
    </WorkspacePage>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { AcademicsCard } from '../../features/dashboard/components/academics-card.tsx';
import { DashboardCard } from '../../features/dashboard/components/dashboard-card.tsx';
import { DeadlinesCard } from '../../features/dashboard/components/deadlines-card.tsx';
import { PipelineCard } from '../../features/dashboard/components/pipeline-card.tsx';
import { ReadinessList } from '../../features/dashboard/components/readiness-list.tsx';
import { readinessDetail, readinessLabel } from '../../features/dashboard/readiness-terms.ts';
import { seasonStepDetail, seasonStepLabel } from '../../features/dashboard/season-terms.ts';
import { SavedSchoolsCard } from '../../features/dashboard/components/saved-schools-card.tsx';
import { SummaryCards } from '../../features/dashboard/components/summary-cards.tsx';
import { TasksCard } from '../../features/dashboard/components/tasks-card.tsx';
import { TimelineCard } from '../../features/dashboard/components/timeline-card.tsx';
import { BalanceCheck } from '../../features/recommendations/components/balance-check.tsx';
import { TopRecommendations } from '../../features/recommendations/components/top-recommendations.tsx';
import { TOP_RECOMMENDATIONS } from '../../features/recommendations/recommendations-search.ts';
import { useRecommendations } from '../../lib/api/get-recommendations.ts';
import { useSavedSchoolsList } from '../../lib/api/get-saved-schools.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  const { t, i18n } = useLingui();
  const title = t`My Dashboard`;
  useDocumentTitle(title);
  const { user } = useAuth();
  const dashboard = useDashboard();
  // The saved list as the server has it keys the balanced-list check (see BalanceCheck).
  const savedList = useSavedSchoolsList();
  const savedIds = savedList.data?.results.map((item) => item.schoolId);
  // The same query the card reads (one request): it says whether the ranking is personal.
  const top = useRecommendations({ limit: TOP_RECOMMENDATIONS });
  const firstName = user?.name.split(' ')[0] ?? '';

  if (dashboard.isPending) {
    return (
      <WorkspacePage title={title}>
        <LoadingState label={t`Loading your dashboard`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-32" />
          ))}
        </LoadingState>
      </WorkspacePage>
    );
  }
  if (dashboard.isError) {
    return (
      <WorkspacePage title={title}>
        <ErrorState message={t`Your dashboard could not be loaded. Please try again.`} onRetry={() => void dashboard.refetch()} />
      </WorkspacePage>
    );
  }

  const data = dashboard.data;
  // Once decisions come in, the season's steps (offers, reply and deposit dates, waitlists) lead.
  const seasonStep = data.season.phase === 'applying' ? undefined : data.season.steps[0];
  const readinessStep = data.readiness.find((item) => !item.done);
  // The season's steps and the readiness checklist's are named by the API and worded here.
  const next = seasonStep
    ? { label: seasonStepLabel(i18n, seasonStep), detail: seasonStepDetail(i18n, seasonStep), href: seasonStep.href }
    : readinessStep
      ? { label: readinessLabel(i18n, readinessStep), detail: readinessDetail(i18n, readinessStep), href: readinessStep.href }
      : undefined;
  const decided = data.season.phase === 'decided';
  const attendingName = data.season.attending?.schoolName;
  return (
    <WorkspacePage
      title={title}
      description={
        firstName ? t`Welcome back, ${firstName}. Here is where your season stands.` : t`Welcome back. Here is where your season stands.`
      }
    >
      {next ? (
        <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-indigo-800">
              <Trans>Next step</Trans>
            </p>
            <p className="text-lg font-semibold text-slate-900">{next.label}</p>
            <p className="text-sm text-slate-700">{next.detail}</p>
          </div>
          <Link to={next.href} className={buttonClass('primary', 'shrink-0')}>
            <Trans>Go</Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
            <span className="sr-only">: {next.label}</span>
          </Link>
        </div>
      ) : null}
      <SummaryCards dashboard={data} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {decided ? (
            // The student chose a college: no more colleges pushed here, the page stays a link away.
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
              <Trans>
                You’re attending {attendingName}. Recommendations are still on the{' '}
                <Link to={paths.recommendations.getHref()} className="font-medium text-indigo-700 underline">
                  recommendations page
                </Link>
                .
              </Trans>
            </p>
          ) : (
            <DashboardCard
              title={top.data?.personal === false ? t`Colleges to start with` : t`Recommended for you`}
              id="recommended"
              action={
                <Link to={paths.recommendations.getHref()} className="text-sm font-medium text-indigo-700 hover:underline">
                  <Trans>See all recommendations</Trans>
                </Link>
              }
            >
              <TopRecommendations />
            </DashboardCard>
          )}
          <PipelineCard progress={data.applicationProgress} />
          <DeadlinesCard deadlines={data.upcomingDeadlines} />
          <SavedSchoolsCard schools={data.savedSchools} total={data.savedCount} />
          <AcademicsCard academics={data.academics} />
        </div>
        <div className="space-y-6">
          {/* Balancing the list means adding colleges: moot once the student has chosen one. */}
          {decided ? null : (
            <DashboardCard
              title={t`Balanced list`}
              id="balance"
              action={
                <Link to={paths.saved.getHref()} className="text-sm font-medium text-indigo-700 hover:underline">
                  <Trans>Saved list</Trans>
                </Link>
              }
            >
              <BalanceCheck savedIds={savedIds} />
            </DashboardCard>
          )}
          <TimelineCard steps={data.timeline} phase={data.season.phase} />
          <TasksCard tasks={data.upcomingTasks} />
          <DashboardCard
            title={t`Readiness checklist`}
            id="readiness"
            action={
              <Link to={paths.checklist.getHref()} className="text-sm font-medium text-indigo-700 hover:underline">
                <Trans>Details</Trans>
              </Link>
            }
          >
            <ReadinessList items={data.readiness} compact />
          </DashboardCard>
        </div>
      </div>
    </WorkspacePage>
  );
}

import { useLingui } from '@lingui/react/macro';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { ReadinessList } from '../../features/dashboard/components/readiness-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  const { t } = useLingui();
  const title = t`Readiness checklist`;
  useDocumentTitle(title);
  const dashboard = useDashboard();
  return (
    <WorkspacePage title={title} description={t`Each item checks itself off from what you have done in CampusPath.`} width="narrow">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        {dashboard.isPending ? (
          <LoadingState label={t`Loading your checklist`}>
            <Skeleton className="h-64 w-full" />
          </LoadingState>
        ) : dashboard.isError ? (
          <ErrorState message={t`Your checklist could not be loaded. Please try again.`} onRetry={() => void dashboard.refetch()} />
        ) : (
          <ReadinessList items={dashboard.data.readiness} />
        )}
      </div>
    </WorkspacePage>
  );
}

import { useLingui } from '@lingui/react/macro';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Stands in for the eligibility panel while its code or the estimate loads. */
export function EligibilityPanelSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading your estimate…`} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-10 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </LoadingState>
  );
}

import { useLingui } from '@lingui/react/macro';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function UniversitySkeleton() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading university`} className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <Skeleton className="h-56 w-full rounded-2xl" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </LoadingState>
  );
}

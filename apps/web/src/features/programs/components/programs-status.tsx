import { useLingui } from '@lingui/react/macro';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Placeholders shaped like the field cards while the fields load. */
export function ProgramsSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading fields of study`}>
      <ul className="grid gap-5 md:grid-cols-2" data-testid="programs-skeleton">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="mt-2 h-4 w-3/4" />
            <Skeleton className="mt-4 h-7 w-2/3" />
            {Array.from({ length: 5 }, (_, row) => (
              <Skeleton key={row} className="mt-3 h-9 w-full" />
            ))}
          </li>
        ))}
      </ul>
    </LoadingState>
  );
}

/** The fields could not be loaded: say so and offer to try again. */
export function ProgramsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <ErrorState title={t`Error`} message={t`Fields of study could not be loaded. Please try again.`} onRetry={onRetry} />;
}

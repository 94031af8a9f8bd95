import { Columns3, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPARE_EMPTY_MESSAGE, COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Nothing chosen yet: how to choose, and the way to Explore (a link passed in). */
export function CompareEmpty({ action }: { action: ReactNode }) {
  return (
    <EmptyState icon={<Columns3 className="size-6" />} title={COMPARE_EMPTY_MESSAGE} action={action}>
      Choose “Add to comparison” on up to {COMPARE_MAX} universities in Explore or on their pages, then compare them side by side here.
    </EmptyState>
  );
}

export function CompareSkeleton() {
  return (
    <LoadingState label="Loading the comparison…" className="space-y-3">
      <Skeleton className="h-16 w-full" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </LoadingState>
  );
}

export function CompareError({ onRetry }: { onRetry: () => void }) {
  return <ErrorState title="Error" message="The comparison could not be loaded. Please try again." onRetry={onRetry} />;
}

const list = (ids: readonly string[]) => ids.map((id) => `“${id}”`).join(', ');

/** What in a link could not be shown: parts that are no ids, ids past the limit, ids the data does not know. */
export function CompareLinkNotice({ invalid, overLimit, missing }: { invalid: string[]; overLimit: string[]; missing: string[] }) {
  if (!invalid.length && !overLimit.length && !missing.length) return null;
  return (
    <div
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="compare-link-notice"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {missing.length > 0 && <p>No university in our data has the id {list(missing)}, so it is left out.</p>}
        {overLimit.length > 0 && (
          <p>
            A comparison shows up to {COMPARE_MAX} universities; {overLimit.length === 1 ? 'one more was' : `${overLimit.length} more were`}{' '}
            left out.
          </p>
        )}
        {invalid.length > 0 && <p>Part of this link is not a university id and was ignored: {list(invalid)}.</p>}
      </div>
    </div>
  );
}

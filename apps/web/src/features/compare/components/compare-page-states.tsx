import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Columns3, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Nothing chosen yet: how to choose, and the way to Explore (a link passed in). */
export function CompareEmpty({ action }: { action: ReactNode }) {
  const { t } = useLingui();
  // The contract's COMPARE_EMPTY_MESSAGE, in the page's language.
  return (
    <EmptyState icon={<Columns3 className="size-6" />} title={t`No universities to compare yet.`} action={action}>
      <Trans>
        Choose “Add to comparison” on up to {COMPARE_MAX} universities in Explore or on their pages, then compare them side by side here.
      </Trans>
    </EmptyState>
  );
}

export function CompareSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading the comparison…`} className="space-y-3">
      <Skeleton className="h-16 w-full" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </LoadingState>
  );
}

export function CompareError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <ErrorState title={t`Error`} message={t`The comparison could not be loaded. Please try again.`} onRetry={onRetry} />;
}

const list = (ids: readonly string[]) => ids.map((id) => `“${id}”`).join(', ');

/** What in a link could not be shown: parts that are no ids, ids past the limit, ids the data does not know. */
export function CompareLinkNotice({ invalid, overLimit, missing }: { invalid: string[]; overLimit: string[]; missing: string[] }) {
  const { t } = useLingui();
  if (!invalid.length && !overLimit.length && !missing.length) return null;
  const unknownIds = list(missing);
  const notIds = list(invalid);
  const left = overLimit.length;
  return (
    <div
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="compare-link-notice"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {missing.length > 0 && (
          <p>
            <Trans>No university in our data has the id {unknownIds}, so it is left out.</Trans>
          </p>
        )}
        {overLimit.length > 0 && (
          <p>
            {t`A comparison shows up to ${COMPARE_MAX} universities; ${plural(left, { one: '# more was left out.', other: '# more were left out.' })}`}
          </p>
        )}
        {invalid.length > 0 && (
          <p>
            <Trans>Part of this link is not a university id and was ignored: {notIds}.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

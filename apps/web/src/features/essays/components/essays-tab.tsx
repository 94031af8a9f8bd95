import { Trans, useLingui } from '@lingui/react/macro';
import { PenLine } from 'lucide-react';
import { ESSAY_STATUSES } from '@campuspath/contract/essays-terms';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ESSAY_STATUS_NAMES } from '../../../lib/plan-terms.ts';
import { useEssays } from '../api/get-essays.ts';
import { EssayCard } from './essay-card.tsx';
import { NewEssayDialog } from './new-essay-dialog.tsx';

/** The Essays tab (spec section 2): essays grouped by status, in the order of the status list. */
export function EssaysTab() {
  const essays = useEssays();
  const { t, i18n } = useLingui();

  if (essays.isPending) {
    return (
      <LoadingState label={t`Loading essays`} className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-36" />
        ))}
      </LoadingState>
    );
  }
  if (essays.isError) return <ErrorState message={t`We couldn't load your essays.`} onRetry={() => void essays.refetch()} />;

  const all = essays.data.essays;
  if (all.length === 0) {
    return (
      <EmptyState icon={<PenLine className="size-6" />} title={t`You haven't started any essays yet.`} action={<NewEssayDialog />}>
        <Trans>Keep each prompt, its word limit and your drafts together. Your writing saves as you type.</Trans>
      </EmptyState>
    );
  }

  return (
    <div className="space-y-8">
      <div className="flex justify-end">
        <NewEssayDialog />
      </div>
      {ESSAY_STATUSES.map((status) => {
        const group = all.filter((essay) => essay.status === status);
        const headingId = `essays-${status}`;
        return (
          <section key={status} aria-labelledby={headingId}>
            <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              {i18n._(ESSAY_STATUS_NAMES[status])}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{group.length}</span>
            </h2>
            {group.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">
                <Trans>No essays here.</Trans>
              </p>
            ) : (
              <ul className="mt-3 grid gap-4 md:grid-cols-2">
                {group.map((essay) => (
                  <li key={essay.id}>
                    <EssayCard essay={essay} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

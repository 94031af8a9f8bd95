import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Lightbulb } from 'lucide-react';
import { CHANCE_LABELS } from '@campuspath/contract/recommendations-terms';
import { ChanceBadge } from '../../../components/ui/chance-badge.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBalance } from '../api/get-balance.ts';
import { balanceSuggestionText } from '../balance-suggestion.ts';

/**
 * The balanced-list check of the saved schools: how many are reach, target, safety or likely
 * admit, and a plain-language suggestion when the mix is off. `savedIds` is the saved list as the
 * server has it (it keys the check, so saving or removing a school brings a fresh one).
 */
export function BalanceCheck({ savedIds }: { savedIds: readonly number[] | undefined }) {
  const { t, i18n } = useLingui();
  const balance = useBalance(savedIds);

  if (balance.isPending) {
    return (
      <LoadingState label={t`Checking the balance of your list`} className="space-y-2">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
      </LoadingState>
    );
  }
  if (balance.isError) {
    return (
      <ErrorState
        size="compact"
        message={t`The balance of your list could not be checked. Please try again.`}
        onRetry={() => void balance.refetch()}
      />
    );
  }

  const { counts, missing } = balance.data;
  // Without a test score no school has a label: the counts would all read 0, so only the line says why.
  const labelled = !missing.some((input) => input.input === 'testScore');
  const suggestion = balanceSuggestionText(i18n, counts, !labelled);
  return (
    <div className="space-y-3" data-testid="balance-check">
      {labelled ? (
        <ul aria-label={t`Saved schools by chance`} className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
          {CHANCE_LABELS.map((label) => (
            <li key={label.id} className="flex items-center gap-1.5" data-testid={`balance-${label.id}`}>
              <ChanceBadge label={label.id} />
              <span className="font-semibold tabular-nums text-slate-900">{counts[label.id]}</span>
            </li>
          ))}
          {counts.unknown > 0 ? (
            <li className="flex items-center gap-1.5" data-testid="balance-unknown">
              <ChanceBadge label={null} />
              <span className="font-semibold tabular-nums text-slate-900">{counts.unknown}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {/* A status region: screen readers hear the new line when a save changes the balance. */}
      <p role="status" className="flex items-start gap-2 text-sm text-slate-800">
        {suggestion ? (
          <>
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>{suggestion}</span>
          </>
        ) : (
          <>
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            <span>
              <Trans>Your list is balanced: it has reach, target and safety schools.</Trans>
            </span>
          </>
        )}
      </p>
    </div>
  );
}

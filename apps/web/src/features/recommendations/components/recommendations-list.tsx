import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRecommendationsInfinite } from '../../../lib/api/get-recommendations.ts';
import { CHANCE_LABEL_NAMES } from '../../../lib/data-terms.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import { RECOMMENDATION_SORTS, recommendationsListSearch, type RecommendationSort } from '../recommendations-search.ts';
import { ChanceFilter, type ChanceFilterValue } from './chance-filter.tsx';
import { MissingInputsPrompt } from './missing-inputs-prompt.tsx';
import { RecommendationItem } from './recommendation-item.tsx';

/** The orders' names in the page's language (RECOMMENDATION_SORTS has the ids). */
const SORT_NAMES: Record<RecommendationSort, MessageDescriptor> = {
  match: msg`Best match`,
  chance: msg`Your chance`,
  history: msg`Your school's history`,
};

/** After the count: in which order the list is. */
const ORDER_NOTES: Record<RecommendationSort | 'default', MessageDescriptor> = {
  history: msg`by your school's history (the share of past applicants like you admitted; colleges without one follow, best match first)`,
  default: msg`well-documented, widely attended colleges first (not ranked for you)`,
  match: msg`best match first`,
  chance: msg`your chance first`,
};

interface RecommendationsListProps {
  chance: ChanceFilterValue;
  onChanceChange: (chance: ChanceFilterValue) => void;
  /** The order (adds "Your school's history"); best match by default. */
  sort?: RecommendationSort;
  onSortChange?: (sort: RecommendationSort) => void;
  isSaved: (schoolId: number) => boolean;
  onToggleSaved: (schoolId: number) => void;
  /** The family's income band: each school shows "Your estimated net price" for it. */
  incomeBand?: IncomeBand | null;
  /** The student's home state, for out-of-state estimates. */
  homeState?: string | null;
  isCompared?: (schoolId: number) => boolean;
  onToggleCompare?: (schoolId: number) => void;
}

/** The ranked list of /recommendations (best match first), its chance filter and paging. */
export function RecommendationsList({
  chance,
  onChanceChange,
  sort = 'match',
  onSortChange,
  isSaved,
  onToggleSaved,
  incomeBand = null,
  homeState = null,
  isCompared,
  onToggleCompare,
}: RecommendationsListProps) {
  // Changing the filter keeps the list (dimmed) and the counts in place until the new one arrives.
  const list = useRecommendationsInfinite(
    recommendationsListSearch({ ...(chance === 'all' ? {} : { chance }), ...(sort === 'match' ? {} : { sort }) }),
    { keepPrevious: true },
  );
  const { t, i18n } = useLingui();

  if (list.isPending) {
    return (
      <LoadingState label={t`Loading your recommendations`} className="space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-2xl" />
        ))}
      </LoadingState>
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        title={t`Error`}
        message={t`Your recommendations could not be loaded. Please try again.`}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const pages = list.data.pages;
  const first = pages[0]!;
  const results = pages.flatMap((page) => page.results);
  const switching = list.isPlaceholderData;
  // Labels need a test score: without one the filter would offer only empty choices.
  const labelled = !first.missing.some((input) => input.input === 'testScore');
  const count = first.count;
  const shown = numberFormat().format(count);
  const order = i18n._(ORDER_NOTES[sort === 'match' && !first.personal ? 'default' : sort]);
  const noneOfLabel = (label: string) => t`None of your recommendations is a ${label} school.`;

  return (
    <div className="space-y-6">
      <MissingInputsPrompt missing={first.missing} />
      {first.personal ? null : (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700" data-testid="not-personal">
          <Trans>
            Your profile has nothing to rank colleges on yet, so these are not picked for you: well-documented, widely attended colleges
            come first, as on Explore.
          </Trans>
        </p>
      )}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        {labelled ? <ChanceFilter value={chance} counts={first.counts} onChange={onChanceChange} /> : <span />}
        {onSortChange ? (
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <Trans>Sort by</Trans>
            <select
              value={sort}
              onChange={(event) => onSortChange(event.target.value as RecommendationSort)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
            >
              {RECOMMENDATION_SORTS.map((option) => (
                <option key={option.id} value={option.id}>
                  {i18n._(SORT_NAMES[option.id])}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {results.length === 0 && !switching ? (
        <EmptyState
          icon={<SearchX className="size-6" />}
          title={chance === 'all' ? t`No recommendations yet.` : noneOfLabel(i18n._(CHANCE_LABEL_NAMES[chance]))}
          action={
            chance === 'all' ? undefined : (
              <Button variant="secondary" onClick={() => onChanceChange('all')}>
                <Trans>Show all recommendations</Trans>
              </Button>
            )
          }
        >
          {chance === 'all' ? t`Complete your academic profile to see schools ranked for you.` : t`Try another label.`}
        </EmptyState>
      ) : (
        <section aria-labelledby="recommendations-count" aria-busy={switching}>
          <h2 id="recommendations-count" className="text-sm font-medium text-slate-600">
            {t`${plural(count, { one: '# school', other: `${shown} schools` })}, ${order}`}
          </h2>
          <ol className={`mt-3 space-y-4 transition-opacity ${switching ? 'opacity-60' : ''}`} aria-label={t`Recommended schools`}>
            {results.map((recommendation, index) => (
              <li key={recommendation.school.id}>
                <RecommendationItem
                  recommendation={recommendation}
                  personal={first.personal}
                  rank={index + 1}
                  saved={isSaved(recommendation.school.id)}
                  onToggleSaved={onToggleSaved}
                  incomeBand={incomeBand}
                  homeState={homeState}
                  compared={isCompared?.(recommendation.school.id)}
                  onToggleCompare={onToggleCompare}
                />
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-col items-center gap-2">
            {list.hasNextPage ? (
              <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? t`Loading…` : t`Show more`}
              </Button>
            ) : (
              <p className="text-sm text-slate-600">{t`Showing ${plural(count, { one: '# school', other: `${shown} schools` })}`}</p>
            )}
            {list.isFetchNextPageError ? (
              <p role="alert" className="text-sm text-red-800">
                <Trans>More schools could not be loaded. Please try again.</Trans>
              </p>
            ) : null}
          </div>
        </section>
      )}
    </div>
  );
}

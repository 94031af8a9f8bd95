import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useCompareList } from '../../features/compare/use-compare-list.ts';
import { HomeStateSelect } from '../../features/net-price/home-state-select.tsx';
import { useHomeState } from '../../features/net-price/use-home-state.ts';
import { IncomeBandSelect } from '../../features/net-price/income-band-select.tsx';
import { useIncomeBand } from '../../features/net-price/use-income-band.ts';
import type { ChanceFilterValue } from '../../features/recommendations/components/chance-filter.tsx';
import { RecommendationsList } from '../../features/recommendations/components/recommendations-list.tsx';
import { useSavedSchools } from '../../features/saved-schools/use-saved-schools.ts';
import { isChanceLabel, isRecommendationSort, type RecommendationSort } from '../../features/recommendations/recommendations-search.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /recommendations: schools ranked for the signed-in student, best match first. */
export function Component() {
  const { t } = useLingui();
  const title = t`Recommendations`;
  useDocumentTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('chance');
  // An unknown label in the URL shows everything rather than an error.
  const chance: ChanceFilterValue = isChanceLabel(param) ? param : 'all';
  const sortParam = searchParams.get('sort');
  const sort: RecommendationSort = isRecommendationSort(sortParam) ? sortParam : 'match';
  const saved = useSavedSchools();
  const incomeBand = useIncomeBand();
  const { homeState, setHomeState } = useHomeState();
  const compare = useCompareList();

  const changeParam = (key: 'chance' | 'sort', next: string, byDefault: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === byDefault) params.delete(key);
        else params.set(key, next);
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <WorkspacePage
      title={title}
      description={t`Schools ranked for you from your academic profile and preferences, with an honest chance range and how each number was worked out.`}
      actions={
        <>
          <IncomeBandSelect value={incomeBand.band} onChange={incomeBand.setBand} />
          <HomeStateSelect value={homeState} onChange={setHomeState} />
          <Link to={paths.saved.getHref()} className={buttonClass('secondary')}>
            <Trans>Saved universities</Trans>
          </Link>
        </>
      }
    >
      <RecommendationsList
        chance={chance}
        onChanceChange={(next) => changeParam('chance', next, 'all')}
        sort={sort}
        onSortChange={(next) => changeParam('sort', next, 'match')}
        isSaved={saved.isSaved}
        onToggleSaved={saved.toggle}
        incomeBand={incomeBand.band}
        homeState={homeState}
        isCompared={compare.isCompared}
        onToggleCompare={compare.toggle}
      />
    </WorkspacePage>
  );
}

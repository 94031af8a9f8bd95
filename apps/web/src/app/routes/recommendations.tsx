import { Link, useSearchParams } from 'react-router';
import { CHANCE_LABEL_IDS, type ChanceLabel } from '@campuspath/contract/recommendations-terms';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useCompareList } from '../../features/compare/use-compare-list.ts';
import { IncomeBandSelect } from '../../features/net-price/income-band-select.tsx';
import { useIncomeBand } from '../../features/net-price/use-income-band.ts';
import type { ChanceFilterValue } from '../../features/recommendations/components/chance-filter.tsx';
import { RecommendationsList } from '../../features/recommendations/components/recommendations-list.tsx';
import { useSavedSchools } from '../../features/saved-schools/use-saved-schools.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { recommendationsInfiniteQueryOptions } from '../../lib/api/get-recommendations.ts';
import { recommendationsListSearch } from '../../features/recommendations/recommendations-search.ts';
import { knownUser, type RouteLoader } from '../route-loader.ts';

const TITLE = 'Recommendations';

const isChanceLabel = (value: string | null): value is ChanceLabel => CHANCE_LABEL_IDS.includes(value as ChanceLabel);

/** /recommendations: schools ranked for the signed-in student, best match first (issue 5). */
export function Component() {
  useDocumentTitle(TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('chance');
  // An unknown label in the URL shows everything rather than an error.
  const chance: ChanceFilterValue = isChanceLabel(param) ? param : 'all';
  const saved = useSavedSchools();
  const incomeBand = useIncomeBand();
  const compare = useCompareList();

  const changeChance = (next: ChanceFilterValue) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('chance');
        else params.set('chance', next);
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <WorkspacePage
      title={TITLE}
      description="Schools ranked for you from your academic profile and preferences, with an honest chance range and how each number was worked out."
      actions={
        <>
          <IncomeBandSelect value={incomeBand.band} onChange={incomeBand.setBand} />
          <Link to={paths.saved.getHref()} className={buttonClass('secondary')}>
            Saved universities
          </Link>
        </>
      }
    >
      <RecommendationsList
        chance={chance}
        onChanceChange={changeChance}
        isSaved={saved.isSaved}
        onToggleSaved={saved.toggle}
        incomeBand={incomeBand.band}
        isCompared={compare.isCompared}
        onToggleCompare={compare.toggle}
      />
    </WorkspacePage>
  );
}

export const loader: RouteLoader =
  (queryClient) =>
  ({ request }) => {
    if (!knownUser(queryClient)) return null;
    const chance = new URL(request.url).searchParams.get('chance');
    const search = recommendationsListSearch(isChanceLabel(chance) ? { chance } : {});
    void queryClient.prefetchInfiniteQuery(recommendationsInfiniteQueryOptions(search));
    return null;
  };

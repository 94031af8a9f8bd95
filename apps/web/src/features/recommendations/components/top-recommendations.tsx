import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useRecommendations } from '../../../lib/api/get-recommendations.ts';
import { TOP_RECOMMENDATIONS } from '../recommendations-search.ts';
import { ChanceLine } from './chance-line.tsx';
import { whyText } from '../../../lib/fit-why-text.ts';

/**
 * The best four matches with their chance and why; the dashboard frames it in a card (titled by
 * whether the ranking is personal). A profile with nothing to rank on gets colleges to start with, said
 * plainly, without a chance or a reason that would read as personal.
 */
export function TopRecommendations() {
  const { t, i18n } = useLingui();
  const top = useRecommendations({ limit: TOP_RECOMMENDATIONS });

  if (top.isPending) {
    return (
      <LoadingState label={t`Loading your recommendations`} className="space-y-3">
        {Array.from({ length: TOP_RECOMMENDATIONS }, (_, index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </LoadingState>
    );
  }
  if (top.isError) {
    return (
      <ErrorState
        size="compact"
        message={t`Your recommendations could not be loaded. Please try again.`}
        onRetry={() => void top.refetch()}
      />
    );
  }

  const { results, missing, personal } = top.data;
  return (
    <div className="space-y-3">
      {personal ? null : (
        <p className="text-sm text-slate-700" data-testid="not-personal">
          <Trans>
            Not picked for you yet: these are well-documented, widely attended colleges.{' '}
            <Link to={paths.academics.getHref()} className="font-medium text-indigo-700 hover:underline">
              Add your test scores, majors and preferences
            </Link>{' '}
            to rank colleges for you.
          </Trans>
        </p>
      )}
      {results.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No recommendations yet.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t`Top recommendations`}>
          {results.map(({ school, fit }) => (
            <li key={school.id} className="rounded-xl border border-slate-200 p-3" data-testid="top-recommendation">
              <p className="font-medium text-slate-900">
                <Link to={paths.university.getHref(school.slug)} className="hover:text-indigo-700 hover:underline">
                  {school.name}
                </Link>
              </p>
              {personal ? (
                <>
                  <div className="mt-1">
                    <ChanceLine chance={fit.chance} />
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{whyText(i18n, fit)}</p>
                </>
              ) : (
                <p className="mt-1 text-sm text-slate-600">{school.location}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {personal && missing.length > 0 ? (
        <p className="text-sm text-slate-700">
          <Link to={paths.academics.getHref()} className="font-medium text-indigo-700 hover:underline">
            <Trans>Complete your profile for better recommendations</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

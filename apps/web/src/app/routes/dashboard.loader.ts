import { dashboardQueryOptions } from '../../features/dashboard/api/get-dashboard.ts';
import { TOP_RECOMMENDATIONS } from '../../features/recommendations/recommendations-search.ts';
import { recommendationsQueryOptions } from '../../lib/api/get-recommendations.ts';
import { savedSchoolsQueryOptions } from '../../lib/api/get-saved-schools.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

/** The dashboard's cards; recommendations with them once the profile has a test score (`chanceReady`: their chances need it). */
export const prefetch: RoutePrefetch = async (queryClient) => {
  const user = knownUser(queryClient);
  if (!user) return;
  await Promise.all([
    queryClient.prefetchQuery(dashboardQueryOptions()),
    queryClient.prefetchQuery(savedSchoolsQueryOptions()),
    user.chanceReady && queryClient.prefetchQuery(recommendationsQueryOptions({ limit: TOP_RECOMMENDATIONS })),
  ]);
};

export const shouldRevalidate = revalidateOnPath;

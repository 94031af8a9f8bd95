import { healthQueryOptions } from '../../features/catalog-stats/api/get-health.ts';
import { revalidateOnPath, type RoutePrefetch } from '../route-loader.ts';

/** Home shows the catalogue's facts (school count, data year). */
export const prefetch: RoutePrefetch = async (queryClient) => {
  await queryClient.prefetchQuery(healthQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;

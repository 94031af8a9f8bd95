import { dashboardQueryOptions } from '../../features/dashboard/api/get-dashboard.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(dashboardQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;

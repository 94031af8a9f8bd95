import { savedSchoolsQueryOptions } from '../../lib/api/get-saved-schools.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(savedSchoolsQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;

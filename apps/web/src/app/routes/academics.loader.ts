import { profileQueryOptions } from '../../features/profile/api/get-profile.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(profileQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;

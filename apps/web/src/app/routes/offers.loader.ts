import { offersQueryOptions } from '../../features/offers/api/get-offers.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(offersQueryOptions(null));
};

export const shouldRevalidate = revalidateOnPath;

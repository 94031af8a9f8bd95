import { letterQueryOptions } from '../../features/letters/api/get-letter.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(letterQueryOptions(params.id ?? ''));
};

export const shouldRevalidate = revalidateOnPath;

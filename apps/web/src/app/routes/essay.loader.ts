import { essayQueryOptions } from '../../features/essays/api/get-essay.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(essayQueryOptions(params.id ?? ''));
};

export const shouldRevalidate = revalidateOnPath;

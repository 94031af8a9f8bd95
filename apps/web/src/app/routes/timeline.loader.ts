import { timelineQueryOptions } from '../../features/timeline/api/get-timeline.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(timelineQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;

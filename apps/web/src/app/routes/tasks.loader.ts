import { tasksQueryOptions } from '../../features/tasks/api/get-tasks.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(tasksQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;

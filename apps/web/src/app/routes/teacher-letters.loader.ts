import { teacherQueueQueryOptions } from '../../features/teacher-letters/api/teacher-queue.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  if (knownUser(queryClient)?.role !== 'teacher') return;
  await queryClient.prefetchQuery(teacherQueueQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;

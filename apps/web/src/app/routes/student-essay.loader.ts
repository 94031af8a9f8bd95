import { studentEssayQueryOptions, studentEssayVersionsQueryOptions } from '../../features/student-view/api/get-student-essay.ts';
import { studentPlanQueryOptions } from '../../features/student-view/api/get-student-plan.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  if (!knownUser(queryClient)) return;
  const id = params.id ?? '';
  const essayId = params.essayId ?? '';
  await Promise.all([
    queryClient.prefetchQuery(studentEssayQueryOptions(id, essayId)),
    queryClient.prefetchQuery(studentEssayVersionsQueryOptions(id, essayId)),
    queryClient.prefetchQuery(studentPlanQueryOptions(id)),
  ]);
};

export const shouldRevalidate = revalidateOnPath;

import { studentPlanQueryOptions } from '../../features/student-view/api/get-student-plan.ts';
import { viewedStudentsQueryOptions } from '../../lib/api/get-viewed-students.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  if (!knownUser(queryClient)) return;
  await Promise.all([
    queryClient.prefetchQuery(studentPlanQueryOptions(params.id ?? '')),
    queryClient.prefetchQuery(viewedStudentsQueryOptions()),
  ]);
};

export const shouldRevalidate = revalidateOnPath;

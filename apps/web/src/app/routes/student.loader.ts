import { studentPlanQueryOptions } from '../../features/student-view/api/get-student-plan.ts';
import { viewedStudentsQueryOptions } from '../../lib/api/get-viewed-students.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  const user = knownUser(queryClient);
  if (!user) return;
  await Promise.all([
    queryClient.prefetchQuery(studentPlanQueryOptions(params.id ?? '')),
    // The switcher between a parent's students (a counselor has none).
    user.role === 'parent' ? queryClient.prefetchQuery(viewedStudentsQueryOptions()) : null,
  ]);
};

export const shouldRevalidate = revalidateOnPath;

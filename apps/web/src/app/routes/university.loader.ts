import { schoolMajorsQueryOptions } from '../../features/university/api/get-school-majors.ts';
import { similarSchoolsQueryOptions } from '../../features/university/api/get-similar-schools.ts';
import { schoolQueryOptions } from '../../lib/api/get-school.ts';
import { revalidateOnPath, type RoutePrefetch } from '../route-loader.ts';

/** The college and its tabs' data (majors, similar schools): public, whichever tab the URL opens. */
export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  const id = params.id ?? '';
  await Promise.all([
    queryClient.prefetchQuery(schoolQueryOptions(id)),
    queryClient.prefetchQuery(schoolMajorsQueryOptions(id)),
    queryClient.prefetchQuery(similarSchoolsQueryOptions(id)),
  ]);
};

export const shouldRevalidate = revalidateOnPath;

import { caseloadQueryOptions } from '../../features/high-schools/api/get-caseload.ts';
import { highSchoolsQueryOptions } from '../../features/high-schools/api/get-high-schools.ts';
import { caseloadQueryString, readCaseloadView } from '../../features/high-schools/caseload-query.ts';
import { knownUser, type RoutePrefetch, revalidateOnPathOrSearch } from '../route-loader.ts';

/**
 * The counselor's schools, then the caseload of the one the URL names (the first by default,
 * as useCounselorSchool chooses) in the view the URL holds: the same two reads the page makes.
 */
export const prefetch: RoutePrefetch = async (queryClient, { request }) => {
  if (knownUser(queryClient)?.role !== 'counselor') return;
  const schools = await queryClient.fetchQuery(highSchoolsQueryOptions()).catch(() => null);
  const params = new URL(request.url).searchParams;
  const schoolId = params.get('school') ?? schools?.highSchools.find((school) => school.membership === 'counselor')?.id;
  if (schoolId) await queryClient.prefetchQuery(caseloadQueryOptions(schoolId, caseloadQueryString(readCaseloadView(params))));
};

export const shouldRevalidate = revalidateOnPathOrSearch;

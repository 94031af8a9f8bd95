import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolPick } from '../school-pick.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The few fields this feature reads from `GET /api/saved-schools` and `GET /api/applications`. */
interface SavedSchools {
  results: { school: { id: number; name: string } }[];
}
interface Applications {
  applications: { school: { id: number; name: string } | null }[];
}

/**
 * The universities the student already has (applications first, then saved), as quick picks.
 * Either list failing leaves just the other: the catalogue search still works.
 */
export async function getMySchools(signal?: AbortSignal): Promise<SchoolPick[]> {
  const [applications, saved] = await Promise.allSettled([
    apiGet<Applications>('/applications', { signal }),
    apiGet<SavedSchools>('/saved-schools', { signal }),
  ]);
  const schools = new Map<number, SchoolPick>();
  if (applications.status === 'fulfilled') {
    for (const { school } of applications.value.applications) if (school) schools.set(school.id, { id: school.id, name: school.name });
  }
  if (saved.status === 'fulfilled') {
    for (const { school } of saved.value.results) if (!schools.has(school.id)) schools.set(school.id, { id: school.id, name: school.name });
  }
  return [...schools.values()];
}

export const mySchoolsQueryOptions = () =>
  queryOptions({ queryKey: ['my-schools', 'for-recommendations'], queryFn: ({ signal }) => getMySchools(signal), staleTime: 30_000 });

export const useMySchools = () => useQuery(mySchoolsQueryOptions());

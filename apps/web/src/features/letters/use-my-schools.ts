import { useMemo } from 'react';
import { useApplications } from '../../lib/api/get-applications.ts';
import { useSavedSchoolsList } from '../../lib/api/get-saved-schools.ts';
import type { SchoolPick } from './school-pick.ts';

/**
 * The universities the student already has (applications first, then saved), as quick picks,
 * composed from the two shared reads so each list is fetched and cached once for every feature.
 * Either list failing leaves just the other: the catalogue search still works.
 */
export function useMySchools(): SchoolPick[] {
  const applications = useApplications().data;
  const saved = useSavedSchoolsList().data;
  return useMemo(() => {
    const schools = new Map<number, SchoolPick>();
    for (const { school } of applications?.applications ?? []) if (school) schools.set(school.id, { id: school.id, name: school.name });
    for (const { school } of saved?.results ?? [])
      if (!schools.has(school.id)) schools.set(school.id, { id: school.id, name: school.name });
    return [...schools.values()];
  }, [applications, saved]);
}

import { useQuery } from '@tanstack/react-query';
import type { SchoolTeachersResponse } from '@campuspath/contract/rosters';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/high-schools/:id/teachers: the teachers on my school's roster, whom I may pick when
 * asking for a letter. Asked only for a school I attend (null: none, nothing is asked).
 */
export const useSchoolTeachers = (highSchoolId: string | null) =>
  useQuery({
    queryKey: queryKeys.highSchools.part(highSchoolId ?? '', 'teachers'),
    queryFn: ({ signal }) => apiGet<SchoolTeachersResponse>(`/high-schools/${encodeURIComponent(highSchoolId!)}/teachers`, { signal }),
    enabled: highSchoolId !== null,
  });

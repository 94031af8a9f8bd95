import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RosterImportResponse, RosterResponse } from '@campuspath/contract/rosters';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const rosterPath = (highSchoolId: string, rest = '') => `/high-schools/${encodeURIComponent(highSchoolId)}/roster${rest}`;

/** The roster template: the header and what each column takes (a plain download link). */
export const ROSTER_TEMPLATE_URL = '/api/rosters/template.csv';

/** GET …/roster (counselors): every rostered student with their place, and who joined off the roster. */
export const rosterQueryOptions = (highSchoolId: string) =>
  queryOptions({
    queryKey: queryKeys.highSchools.part(highSchoolId, 'roster'),
    queryFn: ({ signal }) => apiGet<RosterResponse>(rosterPath(highSchoolId), { signal }),
  });

export const useRoster = (highSchoolId: string) => useQuery({ ...rosterQueryOptions(highSchoolId), enabled: highSchoolId !== '' });

/**
 * POST …/roster/imports: the CSV, the OneRoster zip or the OneRoster CSV files, each a multipart `file`. 200 with what was added and updated; a
 * file with any problem is refused whole (422 `roster_rejected`, its report read by `importReport`).
 */
export function useImportRoster(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('file', file);
      return apiSend<RosterImportResponse>('POST', rosterPath(highSchoolId, '/imports'), form);
    },
    onSuccess: () => invalidateGroups(queryClient, 'roster'),
  });
}

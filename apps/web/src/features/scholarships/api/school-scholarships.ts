import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocalScholarship, LocalScholarshipBody, LocalScholarshipListResponse } from '@campuspath/contract/scholarships';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const base = (highSchoolId: string) => `/high-schools/${encodeURIComponent(highSchoolId)}/local-scholarships`;

/** A school's local scholarships, as its counselors manage them. */
export const useSchoolScholarships = (highSchoolId: string | null) =>
  useQuery({
    queryKey: queryKeys.scholarships.school(highSchoolId ?? ''),
    queryFn: ({ signal }) => apiGet<LocalScholarshipListResponse>(base(highSchoolId!), { signal }),
    enabled: highSchoolId !== null,
    staleTime: 30_000,
  });

export function usePostLocalScholarship(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocalScholarshipBody) => apiSend<{ scholarship: LocalScholarship }>('POST', base(highSchoolId), body),
    onSettled: () => invalidateGroups(queryClient, 'scholarships'),
  });
}

export function useDeleteLocalScholarship(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `${base(highSchoolId)}/${encodeURIComponent(id)}`),
    onSettled: () => invalidateGroups(queryClient, 'scholarships'),
  });
}

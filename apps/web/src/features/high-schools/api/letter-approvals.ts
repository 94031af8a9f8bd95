import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DecideLetterApprovalBody,
  LetterApprovalsResponse,
  LetterSettingsBody,
  LetterSettingsResponse,
} from '@campuspath/contract/letter-approvals';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const base = (schoolId: string) => `/high-schools/${encodeURIComponent(schoolId)}`;

/** GET /api/high-schools/{id}/letter-settings: the school's first day to ask teachers, and whether requests need approval. */
export const letterSettingsQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: queryKeys.highSchools.part(schoolId, 'letter-settings'),
    queryFn: ({ signal }) => apiGet<LetterSettingsResponse>(`${base(schoolId)}/letter-settings`, { signal }),
  });
export const useLetterSettings = (schoolId: string) => useQuery(letterSettingsQueryOptions(schoolId));

/** PUT /api/high-schools/{id}/letter-settings. */
export function useUpdateLetterSettings(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LetterSettingsBody) => apiSend<LetterSettingsResponse>('PUT', `${base(schoolId)}/letter-settings`, body),
    // Also after a refusal: a 409 means another counselor decided first, and the list must drop it.
    onSettled: () => invalidateGroups(queryClient, 'highSchools'),
  });
}

/** GET /api/high-schools/{id}/letter-approvals?page=: one page of the requests waiting for a counselor, oldest first. */
export const letterApprovalsQueryOptions = (schoolId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.highSchools.part(schoolId, 'letter-approvals', String(page)),
    queryFn: ({ signal }) => apiGet<LetterApprovalsResponse>(`${base(schoolId)}/letter-approvals?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useLetterApprovals = (schoolId: string, page: number) => useQuery(letterApprovalsQueryOptions(schoolId, page));

/** POST /api/high-schools/{id}/letter-approvals/{requestId}: approve or decline, with a message for the student. */
export function useDecideLetterApproval(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: DecideLetterApprovalBody & { requestId: string }) =>
      apiSend<null>('POST', `${base(schoolId)}/letter-approvals/${encodeURIComponent(requestId)}`, body),
    onSuccess: () => invalidateGroups(queryClient, 'highSchools'),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerLetterRequestBody, LetterRequestListResponse, LetterRequestResponse } from '@campuspath/contract/letter-requests';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/teacher/letter-requests: the requests sent to my address, by status, nearest deadline first. */
export const teacherQueueQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.letterQueue.all,
    queryFn: ({ signal }) => apiGet<LetterRequestListResponse>('/teacher/letter-requests', { signal }),
    retry: false,
  });

export const useTeacherQueue = () => useQuery(teacherQueueQueryOptions());

const requestUrl = (id: string) => `/teacher/letter-requests/${encodeURIComponent(id)}`;

/** POST …/answer: accept or decline with a message. */
export function useAnswerLetterRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerLetterRequestBody) => apiSend<LetterRequestResponse>('POST', `${requestUrl(id)}/answer`, body),
    onSuccess: () => invalidateGroups(queryClient, 'letterQueue'),
  });
}

/** POST …/colleges/{schoolId}/submitted: the letter went to this college (outside CampusPath). */
export function useMarkLetterSubmitted(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schoolId: number) => apiSend<LetterRequestResponse>('POST', `${requestUrl(id)}/colleges/${schoolId}/submitted`),
    onSuccess: () => invalidateGroups(queryClient, 'letterQueue'),
  });
}

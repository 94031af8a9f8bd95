import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLetterRequestBody, LetterRequestListResponse, LetterRequestResponse } from '@campuspath/contract/letter-requests';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/letter-requests: the letters I asked of teachers in the app, with their answers. */
export const letterRequestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.letters.requests(),
    queryFn: ({ signal }) => apiGet<LetterRequestListResponse>('/letter-requests', { signal }),
  });

export const useLetterRequests = () => useQuery(letterRequestsQueryOptions());

/** POST /api/letter-requests: ask a teacher; the tracker gains the letter as Requested. */
export function useCreateLetterRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLetterRequestBody) => apiSend<LetterRequestResponse>('POST', '/letter-requests', body),
    onSuccess: () => invalidateGroups(queryClient, 'letters'),
  });
}

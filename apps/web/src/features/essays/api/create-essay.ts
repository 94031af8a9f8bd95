import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEssayBody, EssayResponse } from '@campuspath/contract/essays';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const postEssay = (body: CreateEssayBody) => apiSend<EssayResponse>('POST', '/essays', body);

export function useCreateEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEssay,
    onSuccess: (response) => {
      queryClient.setQueryData<EssayResponse>(queryKeys.essays.detail(response.essay.id), response);
      // The applications show their linked essays.
      return invalidateGroups(queryClient, 'essayList', 'applications', 'datedItems');
    },
  });
}

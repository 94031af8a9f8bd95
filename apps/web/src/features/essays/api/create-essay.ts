import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEssayBody, EssayResponse } from '@campuspath/contract/essays';
import { apiSend } from '../../../lib/api-client.ts';
import { essayQueryKey } from './get-essay.ts';
import { invalidateEssayViews } from './invalidate-essay-views.ts';

export const postEssay = (body: CreateEssayBody) => apiSend<EssayResponse>('POST', '/essays', body);

export function useCreateEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEssay,
    onSuccess: (response) => {
      queryClient.setQueryData<EssayResponse>(essayQueryKey(response.essay.id), response);
      return invalidateEssayViews(queryClient);
    },
  });
}

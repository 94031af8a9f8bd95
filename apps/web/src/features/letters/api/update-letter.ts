import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterResponse, UpdateLetterBody } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const updateLetter = (id: string, body: UpdateLetterBody) =>
  apiSend<LetterResponse>('PATCH', `/letters/${encodeURIComponent(id)}`, body);

export function useUpdateLetter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLetterBody) => updateLetter(id, body),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.letters.detail(id), data);
      return invalidateGroups(queryClient, 'letters', 'datedItems');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLetterBody, LetterResponse } from '@campuspath/contract/letters';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const createLetter = (body: CreateLetterBody) => apiSend<LetterResponse>('POST', '/letters', body);

/** Add a recommender. A letter's due date shows in every dated view, so those refetch too. */
export function useCreateLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLetter,
    onSuccess: () => invalidateGroups(queryClient, 'letters', 'datedItems'),
  });
}

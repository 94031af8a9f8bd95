import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompareListResponse } from '@campuspath/contract/compare';
import { apiSend } from '../../../lib/api-client.ts';
import { mutationKeys, mutationScopes } from '../../../lib/mutation-keys.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/compare-list: the whole list, in order. */
export const putCompareList = (schoolIds: readonly number[]) => apiSend<CompareListResponse>('PUT', '/compare-list', { schoolIds });

/**
 * Saves the account's list. The caller shows the new list at once (it writes the query cache
 * before calling), so the mutation only sends it; once the last pending save settles, the list is
 * read back from the server, which also undoes a refused change.
 */
export function useSaveCompareList(userId: string | null, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.saveCompareList,
    scope: mutationScopes.compareList,
    mutationFn: putCompareList,
    onError,
    onSettled: async () => {
      // Later saves are still on their way: refetching now would flash an older list.
      if (userId === null || queryClient.isMutating({ mutationKey: mutationKeys.saveCompareList }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.compareList.detail(userId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharingResponse, UpdateShareBody } from '@campuspath/contract/sharing';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PATCH /api/sharing/viewers/{id}: switches scopes; the viewer's next request sees the change. */
export const patchShare = (id: string, body: UpdateShareBody) =>
  apiSend<unknown>('PATCH', `/sharing/viewers/${encodeURIComponent(id)}`, body);

/** The switch moves at once (optimistic) and goes back if the server refuses or cannot be reached. */
export function useUpdateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateShareBody }) => patchShare(id, body),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.sharing.all });
      const previous = queryClient.getQueryData<SharingResponse>(queryKeys.sharing.all);
      if (previous) {
        queryClient.setQueryData<SharingResponse>(queryKeys.sharing.all, {
          ...previous,
          viewers: previous.viewers.map((viewer) =>
            viewer.id === id ? { ...viewer, scopes: { ...viewer.scopes, ...(body.scopes as Partial<typeof viewer.scopes>) } } : viewer,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.sharing.all, context.previous);
    },
    onSettled: () => invalidateGroups(queryClient, 'sharing'),
  });
}

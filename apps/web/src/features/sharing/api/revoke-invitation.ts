import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** DELETE /api/sharing/invitations/{id}: the pending link stops working. */
export const deleteInvitation = (id: string) => apiSend<void>('DELETE', `/sharing/invitations/${encodeURIComponent(id)}`);

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInvitation, onSuccess: () => invalidateGroups(queryClient, 'sharing') });
}

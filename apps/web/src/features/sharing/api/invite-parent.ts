import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteParentBody, ParentInvitationResponse } from '@campuspath/contract/sharing';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/sharing/invitations: a link to copy (single use, 7 days), also emailed from a verified account. */
export const postParentInvitation = (body: InviteParentBody) => apiSend<ParentInvitationResponse>('POST', '/sharing/invitations', body);

export function useInviteParent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postParentInvitation, onSuccess: () => invalidateGroups(queryClient, 'sharing') });
}

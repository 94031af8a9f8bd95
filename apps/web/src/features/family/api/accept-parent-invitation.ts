import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationTokenBody } from '@campuspath/contract/high-schools';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/sharing/invitations/accept: a parent account follows the student who sent the link. */
export const postAcceptParentInvitation = (body: InvitationTokenBody) => apiSend<void>('POST', '/sharing/invitations/accept', body);

export function useAcceptParentInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postAcceptParentInvitation, onSuccess: () => invalidateGroups(queryClient, 'viewedStudents') });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationTokenBody } from '@campuspath/contract/high-schools';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** POST /api/high-schools/invitations/accept: a counselor joins the school another counselor invited them to. */
export const postAcceptCounselorInvitation = (body: InvitationTokenBody) =>
  apiSend<unknown>('POST', '/high-schools/invitations/accept', body);

export function useAcceptCounselorInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postAcceptCounselorInvitation, onSuccess: () => invalidateGroups(queryClient, 'highSchools') });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LetterRequestResponse } from '@campuspath/contract/letter-requests';
import type { TeacherInvitationPreview } from '@campuspath/contract/teacher-invitations';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/letter-requests/:id/invitation: email the teacher of my request again (or for the first time). */
export function useResendTeacherInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiSend<LetterRequestResponse>('POST', `/letter-requests/${encodeURIComponent(requestId)}/invitation`, {}),
    onSuccess: () => invalidateGroups(queryClient, 'letters'),
  });
}

/** POST /api/letter-requests/invitations/preview: the address a teacher email's link stops (POST: the token stays out of URLs). */
export const useTeacherEmailsPreview = (token: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.invitationPreviews.detail(`teacher:${token ?? ''}`),
      queryFn: () => apiSend<TeacherInvitationPreview>('POST', '/letter-requests/invitations/preview', { token }),
      staleTime: Infinity,
      retry: false,
    }),
    enabled: token !== null,
  });

export const useStopTeacherEmails = () =>
  useMutation({ mutationFn: (token: string) => apiSend<null>('POST', '/letter-requests/invitations/unsubscribe', { token }) });

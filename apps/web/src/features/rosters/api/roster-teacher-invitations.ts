import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RosterTeacherInvitationAccepted,
  RosterTeacherInvitationPreview,
  RosterTeacherInvitationsBody,
  RosterTeacherInvitationsResponse,
} from '@campuspath/contract/roster-teacher-invitations';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST …/roster/teacher-invitations (counselors): invite rostered teachers, or send one again (`resend`). */
export function useSendRosterTeacherInvitations(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterTeacherInvitationsBody) =>
      apiSend<RosterTeacherInvitationsResponse>(
        'POST',
        `/high-schools/${encodeURIComponent(highSchoolId)}/roster/teacher-invitations`,
        body,
      ),
    onSuccess: () => invalidateGroups(queryClient, 'roster'),
  });
}

/** POST /api/rosters/teacher-invitations/preview: the school, teacher and address of a teacher's link (POST: the token stays out of URLs). */
export const useRosterTeacherInvitationPreview = (token: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.invitationPreviews.detail(`roster-teacher:${token ?? ''}`),
      queryFn: () => apiSend<RosterTeacherInvitationPreview>('POST', '/rosters/teacher-invitations/preview', { token }),
      staleTime: Infinity,
      retry: false,
    }),
    enabled: token !== null,
  });

export const useAcceptRosterTeacherInvitation = () =>
  useMutation({
    mutationFn: (token: string) => apiSend<RosterTeacherInvitationAccepted>('POST', '/rosters/teacher-invitations/accept', { token }),
  });

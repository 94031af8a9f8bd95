import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RosterInvitationAccepted,
  RosterInvitationPreview,
  RosterInvitationsBody,
  RosterInvitationsResponse,
} from '@campuspath/contract/rosters';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST …/roster/invitations (counselors): each rostered student not yet invited gets one email, up to 500 a request. */
export function useSendRosterInvitations(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterInvitationsBody) =>
      apiSend<RosterInvitationsResponse>('POST', `/high-schools/${encodeURIComponent(highSchoolId)}/roster/invitations`, body),
    onSuccess: () => invalidateGroups(queryClient, 'roster'),
  });
}

/** POST /api/rosters/invitations/preview: the school, student and address of a roster link (sent as POST: the token stays out of URLs). */
export const useRosterInvitationPreview = (token: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.invitationPreviews.detail(`roster:${token ?? ''}`),
      queryFn: () => apiSend<RosterInvitationPreview>('POST', '/rosters/invitations/preview', { token }),
      staleTime: Infinity,
      retry: false,
    }),
    enabled: token !== null,
  });

export function useAcceptRosterInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiSend<RosterInvitationAccepted>('POST', '/rosters/invitations/accept', { token }),
    onSuccess: () => invalidateGroups(queryClient, 'highSchools'),
  });
}

export const useStopRosterInvitations = () =>
  useMutation({ mutationFn: (token: string) => apiSend<null>('POST', '/rosters/invitations/unsubscribe', { token }) });

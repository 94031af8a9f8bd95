import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreviewResponse } from '@campuspath/contract/sharing';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/sharing/invitations/preview: whose invitation a parent link is, and the address it
 * went to. A read (nothing is used up) sent as POST so the token stays out of URLs and logs.
 */
export const postPreviewParentInvitation = (token: string) =>
  apiSend<InvitationPreviewResponse>('POST', '/sharing/invitations/preview', { token });

export const parentInvitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invitationPreviews.detail(token),
    queryFn: () => postPreviewParentInvitation(token),
    staleTime: Infinity,
    // A link that cannot be used says so at once; asking again would not change it.
    retry: false,
  });

/** `null` asks nothing (no token in the link). */
export const useParentInvitationPreview = (token: string | null) =>
  useQuery({ ...parentInvitationPreviewQueryOptions(token ?? ''), enabled: token !== null });

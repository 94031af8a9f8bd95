import { useMutation } from '@tanstack/react-query';
import type { InvitationLink } from '@campuspath/contract/high-schools';
import { apiSend } from '../../../lib/api-client.ts';

/** POST /api/high-schools/{id}/invitations: a link for another counselor (single use, 7 days), shown once to copy. */
export const postCounselorInvitation = (schoolId: string) =>
  apiSend<{ invitation: InvitationLink }>('POST', `/high-schools/${encodeURIComponent(schoolId)}/invitations`);

export const useInviteCounselor = () => useMutation({ mutationFn: postCounselorInvitation });

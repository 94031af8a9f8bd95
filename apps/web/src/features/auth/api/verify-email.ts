import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifiedEmailResponse } from '@campuspath/contract/auth';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/**
 * POST /api/auth/verify-email: confirms the address an emailed link was sent to (signed in or
 * not; the token is the authority). 400 with `link_…` when the link no longer works.
 */
export const postVerifyEmail = (token: string) => apiSend<VerifiedEmailResponse>('POST', '/auth/verify-email', { token });

/** The session user's verified state and the reminder settings' reason change with it. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postVerifyEmail, onSuccess: () => invalidateGroups(queryClient, 'emailVerification') });
}

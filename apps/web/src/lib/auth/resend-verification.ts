import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationSentResponse } from '@campuspath/contract/auth';
import { ApiRequestError, apiSend } from '../api-client.ts';
import { errorMessage } from '../api-error-messages.ts';
import { invalidateGroups } from '../invalidation-groups.ts';

/**
 * POST /api/account/verification-email: emails a new verification link to the address waiting for
 * it (the changed address if there is one). 409 when there is nothing left to verify, 429 with the
 * wait when asked too often.
 */
export const postVerificationEmail = () => apiSend<VerificationSentResponse>('POST', '/account/verification-email');

const isAlreadyVerified = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/**
 * "Resend the link", shared by the banner, account settings, reminder settings and the verify page.
 * A 409 means the session user is out of date (verified in another tab): it is asked again, so
 * the banner and notices go away.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postVerificationEmail,
    onError: (error) => (isAlreadyVerified(error) ? invalidateGroups(queryClient, 'emailVerification') : undefined),
  });
}

/** What the resend control says after a try: where the link went, or why it was not sent (a 429 names the wait). */
export function resendOutcome(i18n: I18n, resend: ReturnType<typeof useResendVerification>): string {
  if (resend.isSuccess) {
    const address = resend.data.sentTo;
    return i18n._(msg`Sent. Check ${address} for the new link.`);
  }
  if (!resend.isError) return '';
  if (isAlreadyVerified(resend.error)) return i18n._(msg`Your email address is already verified.`);
  return errorMessage(resend.error, i18n._(msg`We could not send the email just now. Please try again.`));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  DeleteAccountBody,
  SessionResponse,
  SignedInResponse,
  UpdateAccountBody,
} from '@campuspath/contract/auth';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const patchAccount = (body: UpdateAccountBody) => apiSend<SignedInResponse>('PATCH', '/account', body);
export const putPassword = (body: ChangePasswordBody) => apiSend<void>('PUT', '/account/password', body);
export const postSignOutEverywhere = () => apiSend<void>('POST', '/account/sign-out-everywhere');
export const deleteAccount = (body: DeleteAccountBody) => apiSend<void>('DELETE', '/account', body);

/** Updates name, email or graduation year; the header and every page read the new user at once. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchAccount,
    onSuccess: ({ user }) => queryClient.setQueryData<SessionResponse>(queryKeys.session.all, { user }),
  });
}

export const useChangePassword = () => useMutation({ mutationFn: putPassword });

/**
 * Both end the session here too. The page then reloads at the home page, which clears every
 * piece of the student's data held in memory (and avoids a flash of the sign-in redirect).
 */
function useEndsSession<T>(mutationFn: (input: T) => Promise<void>) {
  return useMutation({ mutationFn, onSuccess: () => window.location.assign('/') });
}

export const useSignOutEverywhere = () => useEndsSession(postSignOutEverywhere);
export const useDeleteAccount = () => useEndsSession(deleteAccount);

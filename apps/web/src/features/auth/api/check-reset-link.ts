import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetLinkResponse } from '@campuspath/contract/auth';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/auth/reset-password/check: the address a password-reset link still sets a password
 * for, changing nothing; a 400 says why it no longer works (`link_used`, `link_expired`, …). A POST,
 * so the token never lands in a URL the server logs.
 */
export const checkResetLink = (token: string, signal?: AbortSignal) =>
  apiSend<ResetLinkResponse>('POST', '/auth/reset-password/check', { token }, { signal });

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.resetLinks.detail(token),
    queryFn: ({ signal }) => checkResetLink(token, signal),
    // Asked once per page view: asking again after the password was set would only say "used".
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** `enabled` is false once the link has been used here, so nothing asks about it again. */
export const useResetLink = (token: string | null, enabled: boolean) =>
  useQuery({ ...resetLinkQueryOptions(token ?? ''), enabled: enabled && token !== null });

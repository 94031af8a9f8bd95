import { useMutation } from '@tanstack/react-query';
import type { ResetLinkResponse } from '@campuspath/contract/auth';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/reset-password/check: the address a password-reset link still sets a password
 * for, changing nothing; a 400 says why it no longer works (`link_used`, `link_expired`, …). A POST,
 * so the token never lands in a URL the server logs.
 */
export const checkResetLink = (token: string) => apiSend<ResetLinkResponse>('POST', '/auth/reset-password/check', { token });

/**
 * Asked once, as the page opens (a mutation, not a cached query: the answer belongs to this visit
 * of the link, and asking again after the password was set would only say "used"; it also keeps
 * the token out of the query cache and its key registry, which every page loads first).
 */
export const useCheckResetLink = () => useMutation({ mutationFn: checkResetLink });

import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ForgotPasswordResponse } from '@campuspath/contract/auth';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/forgot-password: always 202 with the same message, whether or not the address has
 * an account (only a real one gets an email); 429 with the wait when asked too often.
 */
export const postForgotPassword = (body: ForgotPasswordBody) => apiSend<ForgotPasswordResponse>('POST', '/auth/forgot-password', body);

export const useForgotPassword = () => useMutation({ mutationFn: postForgotPassword });

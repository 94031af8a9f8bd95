import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@campuspath/contract/reminders';
import { apiSend } from '../../../lib/api-client.ts';

/** POST /api/unsubscribe?token=…: the one-click unsubscribe of an email link (no session; the signed token is the authority). */
export const unsubscribe = (token: string) => apiSend<UnsubscribeResult>('POST', `/unsubscribe?token=${encodeURIComponent(token)}`);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });

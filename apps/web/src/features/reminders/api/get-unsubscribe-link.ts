import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@campuspath/contract/reminders';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/unsubscribe?token=…: what an email's unsubscribe link turns off, changing nothing; a 400
 * says why it no longer works (error `invalid_token`, `link_expired` or `link_outdated`).
 */
export const getUnsubscribeLink = (token: string, signal?: AbortSignal) =>
  apiGet<UnsubscribeResult>(`/unsubscribe?token=${encodeURIComponent(token)}`, { signal });

export const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.unsubscribeLinks.detail(token), queryFn: ({ signal }) => getUnsubscribeLink(token, signal) });

export const useUnsubscribeLink = (token: string | null) =>
  useQuery({ ...unsubscribeLinkQueryOptions(token ?? ''), enabled: token !== null });

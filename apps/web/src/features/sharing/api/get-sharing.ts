import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharingResponse } from '@campuspath/contract/sharing';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/sharing: who can see my plan (viewers and their switches, last viewed), pending invitations, my school. */
export const getSharing = (signal?: AbortSignal) => apiGet<SharingResponse>('/sharing', { signal });

export const sharingQueryOptions = () => queryOptions({ queryKey: queryKeys.sharing.all, queryFn: ({ signal }) => getSharing(signal) });

export const useSharing = () => useQuery(sharingQueryOptions());

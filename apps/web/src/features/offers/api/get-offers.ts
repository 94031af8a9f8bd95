import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferListResponse } from '@campuspath/contract/offers';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/offers (my own) or GET /api/students/{id}/offers (a student who shares costs with me):
 * every offer with its figures, least to cover first, and the accepted applications to enter one for.
 */
export const getOffers = (studentId: string | null, signal?: AbortSignal) =>
  apiGet<OfferListResponse>(studentId ? `/students/${encodeURIComponent(studentId)}/offers` : '/offers', { signal });

export const offersQueryOptions = (studentId: string | null) =>
  queryOptions({
    queryKey: studentId ? queryKeys.viewedStudents.part(studentId, 'offers') : queryKeys.offers.all,
    queryFn: ({ signal }) => getOffers(studentId, signal),
    // A viewer's access can be switched off at any time: ask again on every visit.
    staleTime: studentId ? 0 : 30_000,
    retry: false,
  });

export const useOffers = (studentId: string | null) => useQuery(offersQueryOptions(studentId));

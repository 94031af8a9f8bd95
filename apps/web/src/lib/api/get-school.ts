import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/schools/{id}: one college in full, by UNITID or slug. The university page, new application and others share it. */
export const getSchool = (idOrSlug: string, signal?: AbortSignal) =>
  apiGet<SchoolDetail>(`/schools/${encodeURIComponent(idOrSlug)}`, { signal });

export const schoolQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: queryKeys.schools.detail(idOrSlug), queryFn: ({ signal }) => getSchool(idOrSlug, signal) });

/** `null` waits (nothing asked) until an id is known. */
export const useSchool = (idOrSlug: string | null) => useQuery({ ...schoolQueryOptions(idOrSlug ?? ''), enabled: idOrSlug !== null });

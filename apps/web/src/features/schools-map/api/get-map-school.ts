import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolDetail } from '@campuspath/contract/schools';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /api/schools/{id} for the card a map point opens. The detail is a superset of the card. Same
 * query key as the university page, so opening the page after the card reuses the response.
 */
export const getMapSchool = (slug: string, signal?: AbortSignal) =>
  apiGet<SchoolDetail>(`/schools/${encodeURIComponent(slug)}`, { signal });

export const mapSchoolQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['schools', 'detail', slug], queryFn: ({ signal }) => getMapSchool(slug, signal) });

export const useMapSchool = (slug: string) => useQuery(mapSchoolQueryOptions(slug));

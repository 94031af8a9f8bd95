import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolDetail } from '@campuspath/contract/schools';
import { apiGet } from '../../../lib/api-client.ts';

export const getSchool = (idOrSlug: string, signal?: AbortSignal) =>
  apiGet<SchoolDetail>(`/schools/${encodeURIComponent(idOrSlug)}`, { signal });

export const schoolQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: ['schools', 'detail', idOrSlug], queryFn: ({ signal }) => getSchool(idOrSlug, signal) });

export const useSchool = (idOrSlug: string) => useQuery(schoolQueryOptions(idOrSlug));

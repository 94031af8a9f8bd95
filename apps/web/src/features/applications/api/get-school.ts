import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolDetail } from '@campuspath/contract/schools';
import { apiGet } from '../../../lib/api-client.ts';

/** The school named by /applications/new?school=…, to prefill the picker (same cache entry as the university page). */
export const getSchool = (id: string, signal?: AbortSignal) => apiGet<SchoolDetail>(`/schools/${encodeURIComponent(id)}`, { signal });

export const schoolQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['schools', 'detail', id], queryFn: ({ signal }) => getSchool(id, signal) });

export const useSchool = (id: string | null) => useQuery({ ...schoolQueryOptions(id ?? ''), enabled: id !== null });

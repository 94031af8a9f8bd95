import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseloadResponse } from '@campuspath/contract/caseload';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/high-schools/{id}/caseload?…: every student of the school who shares with its
 * counselors, filtered, searched and sorted by the server (`query` is the query string, without `?`).
 */
export const getCaseload = (schoolId: string, query: string, signal?: AbortSignal) =>
  apiGet<CaseloadResponse>(`/high-schools/${encodeURIComponent(schoolId)}/caseload${query ? `?${query}` : ''}`, { signal });

/** The same filters as a CSV file: a link the browser downloads. */
export const caseloadCsvUrl = (schoolId: string, query: string) =>
  `/api/high-schools/${encodeURIComponent(schoolId)}/caseload.csv${query ? `?${query}` : ''}`;

export const caseloadQueryOptions = (schoolId: string, query: string) =>
  queryOptions({
    queryKey: queryKeys.highSchools.caseload(schoolId, query),
    queryFn: ({ signal }) => getCaseload(schoolId, query, signal),
  });

/** Keeps the previous rows on screen while a new filter or sort loads; asks nothing until there is a school. */
export const useCaseload = (schoolId: string, query: string) =>
  useQuery({ ...caseloadQueryOptions(schoolId, query), placeholderData: keepPreviousData, enabled: schoolId !== '' });

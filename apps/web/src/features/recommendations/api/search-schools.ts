import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolListResponse } from '@campuspath/contract/schools';
import { apiGet } from '../../../lib/api-client.ts';

/** Catalogue suggestions for the universities picker, 8 at a time. */
const SUGGESTIONS = 8;

export const searchSchools = (text: string, signal?: AbortSignal) =>
  apiGet<SchoolListResponse>(`/schools?search=${encodeURIComponent(text)}&limit=${SUGGESTIONS}`, { signal });

export const schoolSearchQueryOptions = (text: string) =>
  queryOptions({ queryKey: ['schools', 'suggestions', text], queryFn: ({ signal }) => searchSchools(text, signal) });

/** Suggestions once 2 characters are typed; the previous list stays while the next loads. */
export const useSchoolSearch = (text: string) =>
  useQuery({ ...schoolSearchQueryOptions(text), enabled: text.length >= 2, placeholderData: keepPreviousData });

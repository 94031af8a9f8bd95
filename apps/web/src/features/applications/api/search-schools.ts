import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolListResponse } from '@campuspath/contract/schools';
import { apiGet } from '../../../lib/api-client.ts';

/** The school picker's suggestions: the catalogue's search, 8 at a time. */
export const SCHOOL_SUGGESTIONS = 8;

export const searchSchools = (text: string, signal?: AbortSignal) =>
  apiGet<SchoolListResponse>(`/schools?search=${encodeURIComponent(text)}&limit=${SCHOOL_SUGGESTIONS}`, { signal });

export const schoolSearchQueryOptions = (text: string) =>
  queryOptions({ queryKey: ['schools', 'suggestions', text], queryFn: ({ signal }) => searchSchools(text, signal) });

/** Suggestions for at least 2 typed characters; the previous list stays while the next loads. */
export const useSchoolSearch = (text: string) =>
  useQuery({ ...schoolSearchQueryOptions(text), enabled: text.length >= 2, placeholderData: keepPreviousData });

import { queryOptions } from '@tanstack/react-query';
import type { SuggestResponse } from '@campuspath/contract/schools-suggest';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /api/schools/suggest: colleges (with city and state), majors and places for the text typed so
 * far. Read by the home and Explore search boxes, so it lives here, once. The signal lets
 * TanStack Query abort a request whose text the student has already typed past.
 */
export const getSchoolSuggestions = (text: string, signal?: AbortSignal) =>
  apiGet<SuggestResponse>(`/schools/suggest?${new URLSearchParams({ q: text }).toString()}`, { signal });

export const schoolSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: queryKeys.schools.suggest(text),
    queryFn: ({ signal }) => getSchoolSuggestions(text, signal),
  });

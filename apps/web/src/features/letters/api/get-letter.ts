import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LetterResponse } from '@campuspath/contract/letters';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getLetter = (id: string, signal?: AbortSignal) => apiGet<LetterResponse>(`/letters/${encodeURIComponent(id)}`, { signal });

export const letterQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.letters.detail(id), queryFn: ({ signal }) => getLetter(id, signal) });

export const useLetter = (id: string) => useQuery(letterQueryOptions(id));

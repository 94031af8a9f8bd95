import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LetterListResponse } from '@campuspath/contract/letters';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getLetters = (signal?: AbortSignal) => apiGet<LetterListResponse>('/letters', { signal });

export const lettersQueryOptions = () => queryOptions({ queryKey: queryKeys.letters.list(), queryFn: ({ signal }) => getLetters(signal) });

export const useLetters = () => useQuery(lettersQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramsResponse } from '@campuspath/contract/programs';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPrograms = (signal?: AbortSignal) => apiGet<ProgramsResponse>('/programs', { signal });

/** The answer only changes with a new dataset build: keep it for the whole visit. */
export const programsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.programs.all, queryFn: ({ signal }) => getPrograms(signal), staleTime: Infinity });

export const usePrograms = () => useQuery(programsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '@campuspath/contract/health';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getHealth = (signal?: AbortSignal) => apiGet<Health>('/health', { signal });

export const healthQueryOptions = () => queryOptions({ queryKey: queryKeys.health.all, queryFn: ({ signal }) => getHealth(signal) });

export const useHealth = () => useQuery(healthQueryOptions());

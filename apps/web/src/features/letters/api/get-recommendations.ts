import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendationListResponse } from '@campuspath/contract/letters';
import { apiGet } from '../../../lib/api-client.ts';
import { recommendationsListKey } from './recommendations-keys.ts';

export const getRecommendations = (signal?: AbortSignal) => apiGet<RecommendationListResponse>('/letters', { signal });

export const recommendationsQueryOptions = () =>
  queryOptions({ queryKey: recommendationsListKey, queryFn: ({ signal }) => getRecommendations(signal) });

export const useRecommendations = () => useQuery(recommendationsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendationResponse } from '@campuspath/contract/letters';
import { apiGet } from '../../../lib/api-client.ts';
import { recommendationKey } from './recommendations-keys.ts';

export const getRecommendation = (id: string, signal?: AbortSignal) =>
  apiGet<RecommendationResponse>(`/letters/${encodeURIComponent(id)}`, { signal });

export const recommendationQueryOptions = (id: string) =>
  queryOptions({ queryKey: recommendationKey(id), queryFn: ({ signal }) => getRecommendation(id, signal) });

export const useRecommendation = (id: string) => useQuery(recommendationQueryOptions(id));

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AidEstimateResponse } from '@campuspath/contract/aid-estimate';
import type { AidEstimateInput } from '@campuspath/contract/aid-estimate-input';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `GET /api/aid-estimate`: the signed-in account's saved estimate (null until saved); never asked
 * signed out, nor while `active` is false (a page showing another student's estimate instead).
 */
export function useMyAidEstimate(active = true) {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.aidEstimate.mine(user?.id ?? ''),
    queryFn: ({ signal }) => apiGet<AidEstimateResponse>('/aid-estimate', { signal }),
    enabled: active && user !== null,
    staleTime: 60_000,
  });
}

/** `PUT /api/aid-estimate`: saves the inputs; every page showing the estimated Pell reads the answer. */
export function useSaveAidEstimate() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: AidEstimateInput) => apiSend<AidEstimateResponse>('PUT', '/aid-estimate', inputs),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.aidEstimate.mine(user?.id ?? ''), answer),
  });
}

/** `DELETE /api/aid-estimate`. */
export function useDeleteAidEstimate() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<null>('DELETE', '/aid-estimate'),
    onSuccess: () => queryClient.setQueryData<AidEstimateResponse>(queryKeys.aidEstimate.mine(user?.id ?? ''), { estimate: null }),
  });
}

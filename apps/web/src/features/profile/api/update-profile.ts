import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse } from '@campuspath/contract/profile';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
/** Every fit estimate, recommendation and balance check is computed from the profile. */
const RECOMMENDATIONS_QUERY_KEY = ['recommendations'] as const;

export const putProfile = (profile: Profile) => apiSend<ProfileResponse>('PUT', '/profile', profile);

/** Replaces the whole profile; the session is refetched so `profileComplete` follows, and every estimate. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_QUERY_KEY }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse } from '@campuspath/contract/profile';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const putProfile = (profile: Profile) => apiSend<ProfileResponse>('PUT', '/profile', profile);

/** Replaces the whole profile; the session is refetched so `profileComplete` follows, and every estimate. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.profile.all, saved);
      // The session reports `profileComplete`; every fit estimate, recommendation and balance check follows the profile.
      await invalidateGroups(queryClient, 'profile');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { mutationKeys, mutationScopes } from '../../../lib/mutation-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const deleteSavedSchool = (schoolId: number) => apiSend<void>('DELETE', `/saved-schools/${schoolId}`);

/** Removes a school from the account's list; shown removed while pending (see save-school.ts). */
export function useRemoveSavedSchool(onError: (error: unknown, schoolId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.removeSavedSchool,
    scope: mutationScopes.savedSchools,
    mutationFn: deleteSavedSchool,
    onError,
    onSettled: () => invalidateGroups(queryClient, 'savedSchools'),
  });
}

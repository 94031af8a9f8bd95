import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSchool } from '@campuspath/contract/saved-schools';
import { apiSend } from '../../../lib/api-client.ts';
import { mutationKeys, mutationScopes } from '../../../lib/mutation-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const putSavedSchool = (schoolId: number) => apiSend<SavedSchool>('PUT', `/saved-schools/${schoolId}`);

/**
 * Saves a school to the account. The bookmark shows it saved while the request is pending (the
 * variables of pending mutations, see use-saved-schools.ts); the list is refetched before the
 * mutation settles, so the bookmark never flickers back.
 */
export function useSaveSchool(onError: (error: unknown, schoolId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.saveSchool,
    scope: mutationScopes.savedSchools,
    mutationFn: putSavedSchool,
    onError,
    onSettled: () => invalidateGroups(queryClient, 'savedSchools'),
  });
}

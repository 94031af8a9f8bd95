import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSchool } from '@campuspath/contract/saved-schools';
import { apiSend } from '../../../lib/api-client.ts';
import { DASHBOARD_QUERY_KEY, SAVED_SCHOOLS_MUTATION_SCOPE, SAVED_SCHOOLS_QUERY_KEY } from './saved-schools-keys.ts';

export const SAVE_SCHOOL_MUTATION_KEY = ['saved-schools', 'save'] as const;

export const putSavedSchool = (schoolId: number) => apiSend<SavedSchool>('PUT', `/saved-schools/${schoolId}`);

/**
 * Saves a school to the account. The bookmark shows it saved while the request is pending (the
 * variables of pending mutations, see use-saved-schools.ts); the list is refetched before the
 * mutation settles, so the bookmark never flickers back.
 */
export function useSaveSchool(onError: (error: unknown, schoolId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_SCHOOL_MUTATION_KEY,
    scope: SAVED_SCHOOLS_MUTATION_SCOPE,
    mutationFn: putSavedSchool,
    onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SAVED_SCHOOLS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  });
}

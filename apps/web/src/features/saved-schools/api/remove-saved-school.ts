import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { DASHBOARD_QUERY_KEY, SAVED_SCHOOLS_MUTATION_SCOPE, SAVED_SCHOOLS_QUERY_KEY } from './saved-schools-keys.ts';

export const REMOVE_SAVED_SCHOOL_MUTATION_KEY = ['saved-schools', 'remove'] as const;

export const deleteSavedSchool = (schoolId: number) => apiSend<void>('DELETE', `/saved-schools/${schoolId}`);

/** Removes a school from the account's list; shown removed while pending (see save-school.ts). */
export function useRemoveSavedSchool(onError: (error: unknown, schoolId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REMOVE_SAVED_SCHOOL_MUTATION_KEY,
    scope: SAVED_SCHOOLS_MUTATION_SCOPE,
    mutationFn: deleteSavedSchool,
    onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SAVED_SCHOOLS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  });
}

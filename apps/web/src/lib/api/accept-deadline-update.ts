import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@campuspath/contract/applications';
import { apiSend } from '../api-client.ts';
import { invalidateGroups } from '../invalidation-groups.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * POST /api/applications/{id}/deadline-update: "Use your counselor's date". `date` is
 * the one the offer showed; a counselor who changed it since gets a 409 naming the new date.
 */
export const acceptDeadlineUpdate = (applicationId: string, date: string) =>
  apiSend<Application>('POST', `/applications/${encodeURIComponent(applicationId)}/deadline-update`, { date });

export function useAcceptDeadlineUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, date }: { applicationId: string; date: string }) => acceptDeadlineUpdate(applicationId, date),
    onSuccess: (application) => {
      queryClient.setQueryData(queryKeys.applications.detail(application.id), application);
      // The new date moves the list, the calendar, the timeline and the bell; the offer is answered.
      return invalidateGroups(queryClient, 'applicationList', 'datedItems', 'deadlineUpdates');
    },
    // A 409 (the counselor changed the date again) brings the newer offer.
    onError: () => invalidateGroups(queryClient, 'deadlineUpdates'),
  });
}

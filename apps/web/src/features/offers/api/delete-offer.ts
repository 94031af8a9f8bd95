import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** DELETE the offer of an accepted application: my own, or (a parent) a followed student's. The application stays. */
export const deleteOffer = (studentId: string | null, applicationId: string) =>
  apiSend<null>(
    'DELETE',
    studentId
      ? `/students/${encodeURIComponent(studentId)}/applications/${encodeURIComponent(applicationId)}/offer`
      : `/applications/${encodeURIComponent(applicationId)}/offer`,
  );

export function useDeleteOffer(studentId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => deleteOffer(studentId, applicationId),
    onSuccess: () => invalidateGroups(queryClient, 'offers'),
  });
}

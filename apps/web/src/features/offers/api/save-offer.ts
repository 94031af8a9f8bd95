import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferBody, OfferResponse } from '@campuspath/contract/offers';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

/** PUT the offer of an accepted application: my own, or (a parent) a followed student's. */
export const putOffer = (studentId: string | null, applicationId: string, body: OfferBody) =>
  apiSend<OfferResponse>(
    'PUT',
    studentId
      ? `/students/${encodeURIComponent(studentId)}/applications/${encodeURIComponent(applicationId)}/offer`
      : `/applications/${encodeURIComponent(applicationId)}/offer`,
    body,
  );

export function useSaveOffer(studentId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: OfferBody }) => putOffer(studentId, applicationId, body),
    onSuccess: () => invalidateGroups(queryClient, 'offers'),
  });
}

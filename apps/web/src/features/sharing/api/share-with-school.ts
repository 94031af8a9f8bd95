import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharingResponse } from '@campuspath/contract/sharing';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/sharing/school: "Share with my school's counselors", on or off; answers the whole sharing page. */
export const putSchoolShare = (shared: boolean) => apiSend<SharingResponse>('PUT', '/sharing/school', { shared });

export function useShareWithSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSchoolShare,
    onSuccess: (sharing) => queryClient.setQueryData(queryKeys.sharing.all, sharing),
  });
}

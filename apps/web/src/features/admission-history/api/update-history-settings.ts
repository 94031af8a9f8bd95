import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistorySettings, UpdateHistorySettingsBody } from '@campuspath/contract/admission-history';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import { historyPath } from './history-path.ts';

/** PUT …/admission-history/settings: raise the display minimum (never below 5) or choose the class years students see. */
export const updateHistorySettings = (highSchoolId: string, body: UpdateHistorySettingsBody) =>
  apiSend<{ settings: HistorySettings }>('PUT', historyPath(highSchoolId, '/settings'), body);

export function useUpdateHistorySettings(highSchoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHistorySettingsBody) => updateHistorySettings(highSchoolId, body),
    onSuccess: () => invalidateGroups(queryClient, 'admissionHistory'),
  });
}

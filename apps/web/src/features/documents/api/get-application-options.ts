import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import { apiGet } from '../../../lib/api-client.ts';

/** The few fields of `GET /api/applications` this feature reads, to offer them as places a document is used. */
interface ApplicationSummaries {
  applications: { id: string; school: { id: number; name: string } | null; round: string }[];
}

export interface ApplicationOption {
  id: string;
  label: string;
}

export const getApplicationOptions = async (signal?: AbortSignal): Promise<ApplicationOption[]> => {
  const { applications } = await apiGet<ApplicationSummaries>('/applications', { signal });
  return applications
    .map((application) => {
      const round = APPLICATION_ROUND_LABELS[application.round as ApplicationRound] ?? application.round;
      return { id: application.id, label: `${application.school?.name ?? 'University no longer listed'} · ${round}` };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
};

// Under the applications feature's key, so its changes refresh this list too.
export const applicationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['applications', 'list', 'document-options'],
    queryFn: ({ signal }) => getApplicationOptions(signal),
    staleTime: 30_000,
  });

export const useApplicationOptions = (options: { enabled: boolean }) =>
  useQuery({ ...applicationOptionsQueryOptions(), enabled: options.enabled });

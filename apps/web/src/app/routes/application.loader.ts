import { applicationQueryOptions } from '../../features/applications/api/get-application.ts';
import { notesQueryOptions } from '../../features/notes/api/get-notes.ts';
import { deadlineUpdatesQueryOptions } from '../../lib/api/get-deadline-updates.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  if (!knownUser(queryClient)) return;
  await Promise.all([
    queryClient.prefetchQuery(applicationQueryOptions(params.id ?? '')),
    queryClient.prefetchQuery(notesQueryOptions('application', params.id ?? '')),
    queryClient.prefetchQuery(deadlineUpdatesQueryOptions()),
  ]);
};

export const shouldRevalidate = revalidateOnPath;

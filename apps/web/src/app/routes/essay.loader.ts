import { essayQueryOptions } from '../../features/essays/api/get-essay.ts';
import { notesQueryOptions } from '../../features/notes/api/get-notes.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  if (!knownUser(queryClient)) return;
  await Promise.all([
    queryClient.prefetchQuery(essayQueryOptions(params.id ?? '')),
    queryClient.prefetchQuery(notesQueryOptions('essay', params.id ?? '')),
  ]);
};

export const shouldRevalidate = revalidateOnPath;

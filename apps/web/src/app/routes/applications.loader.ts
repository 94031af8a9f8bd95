import { documentsQueryOptions } from '../../features/documents/api/get-documents.ts';
import { essaysQueryOptions } from '../../features/essays/api/get-essays.ts';
import { lettersQueryOptions } from '../../features/letters/api/get-letters.ts';
import { applicationsQueryOptions } from '../../lib/api/get-applications.ts';
import { knownUser, type RoutePrefetch, revalidateOnPathOrSearch } from '../route-loader.ts';

/**
 * The tab the URL opens (`?tab=`, applications.tsx): the applications, essays, documents or
 * letters list (`recommendations` is the letters tab's old id). The deadlines tab loads from its
 * tab; any other value, or none, opens the applications tab.
 */
export const prefetch: RoutePrefetch = async (queryClient, { request }) => {
  if (!knownUser(queryClient)) return;
  const tab = new URL(request.url).searchParams.get('tab');
  if (tab === 'essays') await queryClient.prefetchQuery(essaysQueryOptions());
  else if (tab === 'documents') await queryClient.prefetchQuery(documentsQueryOptions());
  else if (tab === 'letters' || tab === 'recommendations') await queryClient.prefetchQuery(lettersQueryOptions());
  else if (tab !== 'deadlines') await queryClient.prefetchQuery(applicationsQueryOptions());
};

export const shouldRevalidate = revalidateOnPathOrSearch;

import { documentsQueryOptions } from '../../features/documents/api/get-documents.ts';
import { essaysQueryOptions } from '../../features/essays/api/get-essays.ts';
import { highSchoolsQueryOptions } from '../../features/high-schools/api/get-high-schools.ts';
import { lettersQueryOptions } from '../../features/letters/api/get-letters.ts';
import { applicationsQueryOptions } from '../../lib/api/get-applications.ts';
import { knownUser, type RoutePrefetch, revalidateOnPathOrSearch } from '../route-loader.ts';

/**
 * The tab the URL opens (`?tab=`, applications.tsx): the applications, essays, documents or
 * letters list (`recommendations` is the letters tab's old id). The deadlines tab loads from its
 * tab; any other value, or none, opens the applications tab. The letters tab also has a student's
 * high school (whose teachers it offers) in the first response: arriving later, it re-rendered the
 * page before the tab's code had hydrated it, so React dropped the tab's HTML for its fallback and
 * drew it again, and a press held meanwhile ("Ask a teacher in CampusPath") was lost with it.
 */
export const prefetch: RoutePrefetch = async (queryClient, { request }) => {
  const user = knownUser(queryClient);
  if (!user) return;
  const tab = new URL(request.url).searchParams.get('tab');
  if (tab === 'essays') await queryClient.prefetchQuery(essaysQueryOptions());
  else if (tab === 'documents') await queryClient.prefetchQuery(documentsQueryOptions());
  else if (tab === 'letters' || tab === 'recommendations')
    await Promise.all([
      queryClient.prefetchQuery(lettersQueryOptions()),
      user.role === 'student' ? queryClient.prefetchQuery(highSchoolsQueryOptions()) : null,
    ]);
  else if (tab !== 'deadlines') await queryClient.prefetchQuery(applicationsQueryOptions());
};

export const shouldRevalidate = revalidateOnPathOrSearch;

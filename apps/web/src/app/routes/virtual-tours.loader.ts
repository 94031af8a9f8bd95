import { schoolQueryOptions } from '../../lib/api/get-school.ts';
import { schoolsInfiniteQueryOptions } from '../../lib/api/get-schools.ts';
import { revalidateOnPathOrSearch, type RoutePrefetch } from '../route-loader.ts';

/** Colleges offered for a search on /virtual-tours: a short list to pick one from. */
export const TOUR_SEARCH_LIMIT = 8;
export const tourSearch = (text: string) => new URLSearchParams({ search: text, limit: String(TOUR_SEARCH_LIMIT) }).toString();

/** The college picked (`college`, its admissions website) or the colleges a search finds (`search`). */
export const prefetch: RoutePrefetch = async (queryClient, { request }) => {
  const url = new URL(request.url);
  const college = url.searchParams.get('college')?.trim();
  const search = url.searchParams.get('search')?.trim();
  if (college) await queryClient.prefetchQuery(schoolQueryOptions(college));
  else if (search) await queryClient.prefetchInfiniteQuery(schoolsInfiniteQueryOptions(tourSearch(search)));
};

export const shouldRevalidate = revalidateOnPathOrSearch;

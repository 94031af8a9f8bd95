import { schoolQueryOptions } from '../../lib/api/get-school.ts';
import { revalidateOnPathOrSearch, type RoutePrefetch } from '../route-loader.ts';

/** The school a link names (?school=), to prefill the picker: public catalogue data. */
export const prefetch: RoutePrefetch = async (queryClient, { request }) => {
  const school = new URL(request.url).searchParams.get('school');
  if (school && /^\d{1,9}$/.test(school)) await queryClient.prefetchQuery(schoolQueryOptions(school));
};

export const shouldRevalidate = revalidateOnPathOrSearch;

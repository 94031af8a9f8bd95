import { applicationQueryOptions } from '../../features/applications/api/get-application.ts';
import { knownUser, type RoutePrefetch, revalidateOnPath } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient, { params }) => {
  if (knownUser(queryClient)) await queryClient.prefetchQuery(applicationQueryOptions(params.id ?? ''));
};

export const shouldRevalidate = revalidateOnPath;

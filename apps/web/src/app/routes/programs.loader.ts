import { programsQueryOptions } from '../../features/programs/api/get-programs.ts';
import { revalidateOnPath, type RoutePrefetch } from '../route-loader.ts';

export const prefetch: RoutePrefetch = async (queryClient) => {
  await queryClient.prefetchQuery(programsQueryOptions());
};

export const shouldRevalidate = revalidateOnPath;

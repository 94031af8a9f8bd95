import { TEST_POLICIES } from '@campuspath/contract/catalog-terms';
import { schoolsCountQueryOptions } from '../../lib/api/get-schools.ts';
import { revalidateOnPath, type RoutePrefetch } from '../route-loader.ts';

/** The query string counting colleges of one test policy (null: every college). */
export const testPolicySearch = (policy: string | null): string => (policy ? `testPolicy=${policy}` : '');

/** How many colleges of the catalogue report each test policy, and how many in all. */
export const prefetch: RoutePrefetch = async (queryClient) => {
  await Promise.all(
    [null, ...TEST_POLICIES.map((policy) => policy.id)].map((policy) =>
      queryClient.prefetchQuery(schoolsCountQueryOptions(testPolicySearch(policy))),
    ),
  );
};

export const shouldRevalidate = revalidateOnPath;

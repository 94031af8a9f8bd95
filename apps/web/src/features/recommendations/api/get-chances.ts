import { queryOptions, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Chance, ChancesResponse } from '@campuspath/contract/recommendations';
import { CHANCES_MAX_IDS } from '@campuspath/contract/recommendations-terms';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/recommendations/chances?id=…: my chance at each of these colleges (up to 60). Needs a session. */
export const getChances = (schoolIds: readonly number[], signal?: AbortSignal) =>
  apiGet<ChancesResponse>(`/recommendations/chances?${schoolIds.map((id) => `id=${id}`).join('&')}`, { signal });

/**
 * The key holds the student's id (another account on the tab never sees it) and sits under the
 * recommendations root, so saving the profile (invalidation group `profile`) asks again.
 */
export const chancesQueryOptions = (userId: string, schoolIds: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.recommendations.chances(userId, schoolIds),
    queryFn: ({ signal }) => getChances(schoolIds, signal),
    // As the recommendations: fresh for a few seconds, asked again when a page showing them opens.
    staleTime: 10_000,
  });

/** Groups of at most CHANCES_MAX_IDS ids: a saved list of 200 is four requests. */
export function inGroups(ids: readonly number[]): number[][] {
  const groups: number[][] = [];
  for (let start = 0; start < ids.length; start += CHANCES_MAX_IDS) groups.push(ids.slice(start, start + CHANCES_MAX_IDS));
  return groups;
}

const EMPTY = new Map<number, Chance>();

// Defined once, so TanStack Query reruns it only when an answer changes (a stable lookup for the grid).
function byId(results: { data?: ChancesResponse }[]): ReadonlyMap<number, Chance> {
  if (!results.some((result) => result.data)) return EMPTY;
  return new Map(results.flatMap((result) => result.data?.chances.map((entry) => [entry.schoolId, entry.chance] as const) ?? []));
}

/**
 * The chance on each card of a list, one request per group of cards (a list page, so loading more
 * never asks again for the cards already shown). Asked only after the list has arrived and never
 * holding it up; nothing is asked while `userId` is null (signed out, or no test score yet:
 * `chanceReady`). Returns the lookup a card grid takes.
 */
export function useSchoolChances(userId: string | null, groups: readonly (readonly number[])[]) {
  const chances = useQueries({
    queries: userId ? groups.filter((ids) => ids.length > 0).map((ids) => chancesQueryOptions(userId, ids)) : [],
    combine: byId,
  });
  return useCallback((id: number) => chances.get(id), [chances]);
}

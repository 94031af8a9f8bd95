import { splitCompareIds } from '@campuspath/contract/compare-terms';
import { parseExploreParams, toExploreParams } from '../features/schools/explore-query.ts';
import { isUniversityTab } from '../features/university/university-tabs.ts';

/**
 * The search parameters each server-rendered page reads, in one canonical form (the page renders
 * the same for every URL with the same form). The API keys its cache of rendered pages on it
 * (features/web/web.routes.ts), so `?x=1`, `?utm_source=…` or parameters in another order never
 * render a page again. A page not listed reads none. Used by the server renderer only
 * (entry-server.tsx): the pages themselves parse their parameters as before.
 */
type CanonicalSearch = (params: URLSearchParams) => URLSearchParams;

const only = (entries: [string, string | null | undefined][]) =>
  new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));

export const PAGE_SEARCH: Readonly<Record<string, CanonicalSearch>> = {
  explore: (params) => toExploreParams(parseExploreParams(params)),
  university: (params) => {
    const tab = params.get('tab');
    return only([['tab', isUniversityTab(tab) && tab !== 'overview' ? tab : null]]);
  },
  // Every id as written, valid or not: the page names the ones it cannot compare.
  compare: (params) => only([['ids', splitCompareIds(params.getAll('ids')).join(',')]]),
  programs: (params) =>
    only([
      ['q', params.get('q')],
      ['sort', params.get('sort') === 'schools' ? 'schools' : null],
    ]),
  // The college searched for and the one opened, as the page reads them (trimmed).
  'virtual-tours': (params) =>
    only([
      ['search', params.get('search')?.trim()],
      ['college', params.get('college')?.trim()],
    ]),
};

/** `pathname` and the canonical search of the page `routeId` (none for a page that reads none). */
export function canonicalPageUrl(routeId: string | undefined, url: URL): string {
  const search = (routeId && PAGE_SEARCH[routeId]?.(url.searchParams).toString()) || '';
  return url.pathname + (search ? `?${search}` : '');
}

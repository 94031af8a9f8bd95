/** Query keys of recommendations and the balanced-list check (zod- and fetcher-free). */
export const RECOMMENDATIONS_QUERY_KEY = ['recommendations'] as const;

export const recommendationsKeys = {
  all: RECOMMENDATIONS_QUERY_KEY,
  /** One page list (the dashboard's top 4), by its query string. */
  list: (query: string) => [...RECOMMENDATIONS_QUERY_KEY, 'list', query] as const,
  /** The /recommendations list, page after page, by its query string (without `page`). */
  infinite: (query: string) => [...RECOMMENDATIONS_QUERY_KEY, 'infinite', query] as const,
};

export const balanceKeys = {
  all: [...RECOMMENDATIONS_QUERY_KEY, 'balance'] as const,
  /**
   * The check for one saved list: the ids the server has confirmed are part of the key, so the
   * check asks again whenever a save or removal reaches the server (no matter which page made it).
   */
  forSaved: (savedIds: readonly number[] | undefined) =>
    [...RECOMMENDATIONS_QUERY_KEY, 'balance', savedIds ? [...savedIds].sort((a, b) => a - b).join(',') : 'unknown'] as const,
};

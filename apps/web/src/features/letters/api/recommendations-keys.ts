/** Query keys of the recommendations feature. */
export const RECOMMENDATIONS_QUERY_KEY = ['recommendations'] as const;
export const recommendationsListKey = [...RECOMMENDATIONS_QUERY_KEY, 'list'] as const;
export const recommendationKey = (id: string) => [...RECOMMENDATIONS_QUERY_KEY, 'detail', id] as const;

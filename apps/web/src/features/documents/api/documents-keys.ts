/** Query keys of the documents feature. */
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;
export const documentsListKey = [...DOCUMENTS_QUERY_KEY, 'list'] as const;

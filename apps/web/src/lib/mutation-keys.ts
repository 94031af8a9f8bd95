/*
 * The mutation keys and scopes, beside the query-key registry (query-keys.ts) but in a module of
 * their own: only mutations and the views that watch them import it, so, like the invalidation
 * groups, it loads with the first page that changes something, never with `/`.
 */

/** Mutation keys (to count or watch pending mutations). */
export const mutationKeys = {
  saveSchool: ['saved-schools', 'save'] as const,
  removeSavedSchool: ['saved-schools', 'remove'] as const,
  updateApplication: (id: string) => ['applications', 'update', id] as const,
  saveCompareList: ['compare-list', 'save'] as const,
} as const;

/** Mutation scopes: mutations sharing one reach the server one at a time, in the order they were made. */
export const mutationScopes = {
  /** Save and remove, in the order the student clicked. */
  savedSchools: { id: 'saved-schools' },
  /** Every change to the comparison list. */
  compareList: { id: 'compare-list' },
  /** Each PATCH carries the whole checklist, so an older list must never overwrite a newer one. */
  application: (id: string) => ({ id: `application-${id}` }),
} as const;

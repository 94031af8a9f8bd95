/** Query and mutation keys of the comparison list (fetcher- and zod-free, for the sign-in sync). */

/** The account's list; the student's id is in the key, so another account on this tab never sees it. */
export const compareListQueryKey = (userId: string) => ['compare-list', userId] as const;

export const SAVE_COMPARE_LIST_MUTATION_KEY = ['compare-list', 'save'] as const;

/** Every change to the list reaches the server in the order the student made it. */
export const COMPARE_LIST_MUTATION_SCOPE = { id: 'compare-list' } as const;

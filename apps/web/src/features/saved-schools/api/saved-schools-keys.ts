/** Query and mutation keys of the saved list (kept zod- and fetcher-free for the sign-in sync). */
export const SAVED_SCHOOLS_QUERY_KEY = ['saved-schools'] as const;
/** The dashboard counts and lists saved universities too. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
/** Save and remove share a scope so they reach the server in the order the student clicked. */
export const SAVED_SCHOOLS_MUTATION_SCOPE = { id: 'saved-schools' } as const;

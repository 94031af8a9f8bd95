import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionResponse, User } from '@campuspath/contract/auth';
import { onUnauthorized } from '../api-client.ts';
import { PUBLIC_QUERY_ROOTS, queryKeys } from '../query-keys.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { useSession } from './get-session.ts';

/**
 * Holds who is signed in, from GET /api/auth/session. Signing in or out replaces the session in
 * the query cache and drops every other cached query, so one student's data never shows for another.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();

  // Set when a signed-in student's session ends under them (expired, or revoked from another
  // device): pages stay on screen so nothing typed is lost, and offer to sign in again.
  const [sessionEnded, setSessionEnded] = useState(false);

  useEffect(
    () =>
      onUnauthorized(() => {
        const previous = queryClient.getQueryData<SessionResponse>(queryKeys.session.all);
        if (previous?.user) setSessionEnded(true);
        queryClient.setQueryData<SessionResponse>(queryKeys.session.all, { user: null });
      }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(() => {
    // The sign-in calls load with the first one used: most page views never sign in or out.
    const mutations = () => import('./auth-mutations.ts');
    const signedIn = (user: User) => {
      setSessionEnded(false);
      queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.includes(String(query.queryKey[0])) });
      queryClient.setQueryData<SessionResponse>(queryKeys.session.all, { user });
      return user;
    };
    return {
      user: session.data?.user ?? null,
      loading: session.isPending,
      sessionEnded,
      // The server could not be asked (offline, 5xx): not the same as being signed out.
      sessionUnknown: session.isError && !session.data,
      retrySession: () => void session.refetch(),
      login: async (body) => signedIn((await (await mutations()).postLogin(body)).user),
      signup: async (body) => signedIn((await (await mutations()).postSignup(body)).user),
      startDemo: async (body) => signedIn((await (await mutations()).postDemo(body)).user),
      resetPassword: async (body) => signedIn((await (await mutations()).postResetPassword(body)).user),
      // Signing out reloads the home page: nothing of the student's stays in memory, and no
      // protected page gets to redirect to sign-in on the way out.
      logout: async () => {
        await (await mutations()).signOut(queryClient);
        window.location.assign('/');
      },
    };
  }, [queryClient, session, sessionEnded]);

  // The session's first answer reaches the page as a deferred update. A server-rendered page keeps
  // the HTML of a lazy part (the estimator, a tab) until its chunk arrives; an urgent update reaching
  // that part first makes React drop the HTML and render the fallback, a deferred one waits for it.
  // Later changes (signing in or out) go through at once: what follows them reads the new session.
  const settled = useDeferredValue(value);
  return <AuthContext value={settled.loading && !value.loading ? settled : value}>{children}</AuthContext>;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { STATE_CODES } from '@campuspath/contract/schools-query-terms';
import type { SessionResponse } from '@campuspath/contract/auth';
import { apiSend } from '../../lib/api-client.ts';
import { createLocalValue } from '../../lib/local-value.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { invalidateGroups } from '../../lib/invalidation-groups.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';

export type HomeState = (typeof STATE_CODES)[number];

const isState = (value: unknown): value is HomeState => STATE_CODES.some((code) => code === value);

/** A visitor's home state, remembered in this browser (like the income band). */
const localHomeState = createLocalValue<HomeState | null>('campuspath.home-state', (stored) => (isState(stored) ? stored : null), null);

/** `PUT /api/profile/home-state`: saves only the home state. */
export const putHomeState = (homeState: HomeState | null) =>
  apiSend<{ homeState: HomeState | null }>('PUT', '/profile/home-state', { homeState });

/**
 * The home state behind in-state or out-of-state prices: the profile's for a signed-in
 * student (the quick selector saves it there too), else the one chosen in this browser.
 */
export function useHomeState(): { homeState: HomeState | null; setHomeState: (state: HomeState | null) => void } {
  const { user } = useAuth();
  const local = localHomeState.use();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: putHomeState,
    onMutate: (homeState) => {
      queryClient.setQueryData<SessionResponse>(queryKeys.session.all, (session) =>
        session?.user ? { ...session, user: { ...session.user, homeState } } : session,
      );
    },
    onSettled: () => invalidateGroups(queryClient, 'profile'),
  });
  const setHomeState = useCallback(
    (homeState: HomeState | null) => {
      localHomeState.write(homeState);
      if (user) mutate(homeState);
    },
    [user, mutate],
  );
  return { homeState: user ? (user.homeState ?? local) : local, setHomeState };
}

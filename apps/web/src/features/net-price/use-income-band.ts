import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';
import type { SessionResponse } from '@campuspath/contract/auth';
import { apiSend } from '../../lib/api-client.ts';
import { createLocalValue } from '../../lib/local-value.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { invalidateGroups } from '../../lib/invalidation-groups.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';

const isBand = (value: unknown): value is IncomeBand => INCOME_BANDS.some((band) => band.id === value);

/** A visitor's choice, remembered in this browser. */
const localBand = createLocalValue<IncomeBand | null>('campuspath.income-band', (stored) => (isBand(stored) ? stored : null), null);

/** `PUT /api/profile/income-band`: saves only the band. */
export const putIncomeBand = (incomeBand: IncomeBand | null) =>
  apiSend<{ incomeBand: IncomeBand | null }>('PUT', '/profile/income-band', { incomeBand });

/**
 * The family income band behind "Your estimated net price": the profile's band for a signed-in
 * student (the quick selector saves it there too), else the one chosen in this browser. Null
 * until someone chooses one.
 */
export function useIncomeBand(): { band: IncomeBand | null; setBand: (band: IncomeBand | null) => void; saving: boolean } {
  const { user } = useAuth();
  const local = localBand.use();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: putIncomeBand,
    onMutate: (band) => {
      // Show the new band at once: the session carries it to every page.
      queryClient.setQueryData<SessionResponse>(queryKeys.session.all, (session) =>
        session?.user ? { ...session, user: { ...session.user, incomeBand: band } } : session,
      );
    },
    // The profile (the form shows the band), and every fit and recommendation, whose price sentence uses the band.
    onSettled: () => invalidateGroups(queryClient, 'profile'),
  });
  const { mutate } = save;
  const setBand = useCallback(
    (band: IncomeBand | null) => {
      localBand.write(band);
      if (user) mutate(band);
    },
    [user, mutate],
  );
  return { band: user ? (user.incomeBand ?? local) : local, setBand, saving: save.isPending };
}

/**
 * Signed in without a band on the profile but with one chosen in this browser (as a visitor):
 * saves it to the profile once, so the choice follows the student to every device.
 */
export function IncomeBandSync() {
  const { user } = useAuth();
  const local = localBand.use();
  const queryClient = useQueryClient();
  const needsSaving = user !== null && user.incomeBand === null && local !== null;
  useEffect(() => {
    if (!needsSaving) return;
    putIncomeBand(local)
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.session.all }))
      // Not saved this time (offline, signed out meanwhile): the pages still use the browser's band.
      .catch(() => undefined);
  }, [needsSaving, local, queryClient]);
  return null;
}

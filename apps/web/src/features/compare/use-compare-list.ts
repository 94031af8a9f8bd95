import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CompareListResponse } from '@campuspath/contract/compare';
import { COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { ApiRequestError } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { compareListQueryOptions, useCompareListQuery } from './api/get-compare-list.ts';
import { useMergeLocalCompareList } from './api/merge-local-compare-list.ts';
import { useSaveCompareList } from './api/save-compare-list.ts';
import { announceCompare } from './compare-status.ts';
import { readLocalCompareList, useLocalCompareList, writeLocalCompareList } from './local-compare-list.ts';

type Change = (current: readonly number[]) => readonly number[] | null;

function saveFailureMessage(i18n: I18n, error: unknown): string {
  // A refused list (an id that left the catalogue) is said in the page's language, not the API's words.
  if (error instanceof ApiRequestError && error.status === 400)
    return t(i18n)`The comparison list could not take that change, so it was undone.`;
  if (error instanceof ApiRequestError && error.status === 401)
    return t(i18n)`You were signed out. Sign in again to keep your comparison list.`;
  return t(i18n)`We couldn't update your comparison list, so the change was undone. Please try again.`;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The universities chosen for comparison (up to COMPARE_MAX, in the order added). Signed out, the
 * list lives in this browser; signed in, on the account (a visitor's list is merged in on sign-in).
 * A change shows at once and is undone, with a message, if the server refuses it. Adding to a full
 * list is never silently ignored: it says why in the compare message region.
 */
export function useCompareList() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const localIds = useLocalCompareList();
  useMergeLocalCompareList();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const account = useCompareListQuery(userId);
  const onSaveError = useCallback((error: unknown) => announceCompare(saveFailureMessage(i18n, error), 'error'), [i18n]);
  const { mutate: save } = useSaveCompareList(userId, onSaveError);

  const ids = useMemo<readonly number[]>(() => {
    if (userId === null) return localIds;
    const saved = account.data?.schoolIds ?? [];
    // A visitor's list counts as chosen while it is being merged into the account.
    return localIds.length ? [...new Set([...saved, ...localIds])].slice(0, COMPARE_MAX) : saved;
  }, [userId, localIds, account.data]);

  /** Applies a change to the list as it is at this moment, so quick clicks build on each other. */
  const change = useCallback(
    (next: Change) => {
      if (userId === null) {
        const current = readLocalCompareList();
        const updated = next(current);
        if (updated && !sameIds(updated, current)) writeLocalCompareList(updated);
        return;
      }
      const key = queryKeys.compareList.detail(userId);
      const apply = async () => {
        await queryClient.cancelQueries({ queryKey: key });
        const current = queryClient.getQueryData<CompareListResponse>(key)?.schoolIds ?? [];
        const updated = next(current);
        if (!updated || sameIds(updated, current)) return;
        queryClient.setQueryData<CompareListResponse>(key, { schoolIds: [...updated] });
        save(updated);
      };
      // Never build on a list not read yet: that would overwrite the account's list.
      const loaded = queryClient.getQueryData(key) ? Promise.resolve() : queryClient.fetchQuery(compareListQueryOptions(userId));
      loaded.then(apply, (error: unknown) => announceCompare(saveFailureMessage(i18n, error), 'error'));
    },
    [userId, queryClient, save, i18n],
  );

  const add = useCallback(
    (id: number) =>
      change((current) => {
        if (current.includes(id)) return null;
        if (current.length >= COMPARE_MAX) {
          announceCompare(t(i18n)`You can compare up to ${COMPARE_MAX} universities. Remove one to add another.`);
          return null;
        }
        return [...current, id];
      }),
    [change, i18n],
  );
  const remove = useCallback((id: number) => change((current) => current.filter((other) => other !== id)), [change]);
  const isCompared = useCallback((id: number) => ids.includes(id), [ids]);
  const toggle = useCallback((id: number) => (ids.includes(id) ? remove(id) : add(id)), [ids, add, remove]);
  const clear = useCallback(() => change(() => []), [change]);
  /** Makes `next` the list (a shared comparison saved as one's own); at most COMPARE_MAX are kept. */
  const replace = useCallback((next: readonly number[]) => change(() => [...new Set(next)].slice(0, COMPARE_MAX)), [change]);

  return {
    ids,
    /** False while a signed-in student's list is still loading. */
    ready: userId === null || account.data !== undefined,
    full: ids.length >= COMPARE_MAX,
    isCompared,
    add,
    remove,
    toggle,
    clear,
    replace,
  };
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutationState } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { SAVED_SCHOOLS_MAX } from '@campuspath/contract/saved-schools-terms';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useSavedSchoolsList } from '../../lib/api/get-saved-schools.ts';
import { mutationKeys, mutationScopes } from '../../lib/mutation-keys.ts';
import { useMergeLocalSavedSchools } from './api/merge-saved-schools.ts';
import { useRemoveSavedSchool } from './api/remove-saved-school.ts';
import { useSaveSchool } from './api/save-school.ts';
import { readLocalSavedSchools, useLocalSavedSchools, writeLocalSavedSchools } from './local-saved-schools.ts';
import { announceSavedSchools } from './saved-schools-status.ts';
import { savedSchoolsFullText } from './saved-schools-words.ts';

function failureMessage(i18n: I18n, error: unknown, saving: boolean): string {
  // A 400 says why (the list is full, the school is unknown); anything else is worth another try.
  if (error instanceof ApiRequestError && error.status === 400 && error.body) return error.body.message;
  if (error instanceof ApiRequestError && error.status === 401)
    return i18n._(msg`You were signed out. Sign in again to keep saving universities.`);
  return saving
    ? i18n._(msg`We couldn't save that university, so the bookmark was undone. Please try again.`)
    : i18n._(msg`We couldn't remove that university from your saved list, so it is still saved. Please try again.`);
}

/**
 * The bookmark on cards and the Save button on university pages. Signed out, bookmarks live in
 * this browser; signed in, on the account (bookmarks made before signing in are merged first).
 * A save or removal shows at once and is undone, with a message, if the server refuses it.
 */
export function useSavedSchools() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  const localIds = useLocalSavedSchools();
  useMergeLocalSavedSchools();
  const list = useSavedSchoolsList({ enabled: signedIn });
  const onSaveError = useCallback((error: unknown) => announceSavedSchools(failureMessage(i18n, error, true)), [i18n]);
  const onRemoveError = useCallback((error: unknown) => announceSavedSchools(failureMessage(i18n, error, false)), [i18n]);
  const save = useSaveSchool(onSaveError);
  const remove = useRemoveSavedSchool(onRemoveError);
  // Changes still on their way to the server, oldest first: the latest one for a school wins.
  const pending = useMutationState({
    filters: { predicate: (mutation) => mutation.options.scope?.id === mutationScopes.savedSchools.id, status: 'pending' },
    select: (mutation) => ({
      schoolId: mutation.state.variables as number,
      saved: mutation.options.mutationKey?.[1] === mutationKeys.saveSchool[1],
    }),
  });

  const ids = useMemo<readonly number[]>(() => {
    if (!signedIn) return localIds;
    // Bookmarks made before signing in count as saved while they are being merged.
    const saved = new Set([...(list.data?.results.map((item) => item.schoolId) ?? []), ...localIds]);
    for (const change of pending) {
      if (change.saved) saved.add(change.schoolId);
      else saved.delete(change.schoolId);
    }
    return [...saved];
  }, [signedIn, localIds, list.data, pending]);

  const isSaved = useCallback((id: number) => ids.includes(id), [ids]);

  const toggle = useCallback(
    (id: number) => {
      const local = readLocalSavedSchools();
      if (!signedIn) {
        if (local.includes(id)) writeLocalSavedSchools(local.filter((saved) => saved !== id));
        else if (local.length >= SAVED_SCHOOLS_MAX) announceSavedSchools(savedSchoolsFullText(i18n));
        else writeLocalSavedSchools([...local, id]);
        return;
      }
      if (ids.includes(id)) {
        if (local.includes(id)) writeLocalSavedSchools(local.filter((saved) => saved !== id));
        remove.mutate(id);
      } else if (ids.length >= SAVED_SCHOOLS_MAX) {
        announceSavedSchools(savedSchoolsFullText(i18n));
      } else {
        save.mutate(id);
      }
    },
    [signedIn, ids, save, remove, i18n],
  );

  return { ids, isSaved, toggle };
}

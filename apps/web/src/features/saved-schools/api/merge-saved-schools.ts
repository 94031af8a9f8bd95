import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MergeSavedSchoolsBody, MergeSavedSchoolsResponse } from '@campuspath/contract/saved-schools';
import { SAVED_SCHOOLS_MAX } from '@campuspath/contract/saved-schools-terms';
import { apiSend } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { readLocalSavedSchools, useLocalSavedSchools, writeLocalSavedSchools } from '../local-saved-schools.ts';
import { announceSavedSchools } from '../saved-schools-status.ts';
import { notMergedText } from '../saved-schools-words.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export const postMergeSavedSchools = (body: MergeSavedSchoolsBody) =>
  apiSend<MergeSavedSchoolsResponse>('POST', '/saved-schools/merge', body);

/** One merge at a time for the whole page, however many components ask for it. */
let merging: Promise<void> | null = null;

/**
 * Moves the bookmarks made while signed out into the account as soon as someone is signed in,
 * then clears them from this browser. The merge is idempotent, so a failed or repeated attempt is
 * harmless: what was not merged stays here and is tried again on the next page that shows bookmarks.
 */
export function useMergeLocalSavedSchools() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const localIds = useLocalSavedSchools();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || localIds.length === 0 || merging) return;
    const sent = localIds.slice(0, SAVED_SCHOOLS_MAX);
    merging = (async () => {
      try {
        const result = await postMergeSavedSchools({ schoolIds: sent });
        // Refetch first, so merged bookmarks never look unsaved between clearing and refetching.
        await invalidateGroups(queryClient, 'savedSchools');
        writeLocalSavedSchools(readLocalSavedSchools().filter((id) => !sent.includes(id)));
        if (result.overLimit.length > 0) {
          const count = result.overLimit.length;
          announceSavedSchools(notMergedText(i18n, count), 'info');
        }
      } catch {
        // Kept in this browser; the next page that shows bookmarks tries again.
      } finally {
        merging = null;
      }
    })();
  }, [userId, localIds, queryClient, i18n]);
}

import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { announceCompare } from '../compare-status.ts';
import { readLocalCompareList, useLocalCompareList, writeLocalCompareList } from '../local-compare-list.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { compareListQueryOptions } from './get-compare-list.ts';
import { useSaveCompareList } from './save-compare-list.ts';

/** One merge at a time for the whole page, however many components ask for it. */
let merging: Promise<void> | null = null;
/** After a failed save the browser keeps its list and the next page load tries again (no retry loop). */
let failed = false;

/**
 * Moves a visitor's comparison list into the account when they sign in: the account's schools
 * first, then this browser's, up to COMPARE_MAX (with a polite message when some did not fit).
 * The merged list shows at once; if the save fails for a network reason the browser's list comes
 * back, so the next page tries again.
 */
export function useMergeLocalCompareList() {
  const { user } = useAuth();
  const localIds = useLocalCompareList();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const userId = user?.id ?? null;
  const { mutateAsync: save } = useSaveCompareList(userId, () => undefined);

  useEffect(() => {
    if (!userId || localIds.length === 0 || merging || failed) return;
    const sent = [...localIds];
    merging = (async () => {
      try {
        const account = (await queryClient.fetchQuery(compareListQueryOptions(userId))).schoolIds;
        const union = [...new Set([...account, ...sent])];
        const merged = union.slice(0, COMPARE_MAX);
        queryClient.setQueryData(queryKeys.compareList.detail(userId), { schoolIds: merged });
        writeLocalCompareList(readLocalCompareList().filter((id) => !sent.includes(id)));
        const leftOut = union.length - merged.length;
        if (leftOut > 0)
          announceCompare(
            t(
              i18n,
            )`Your comparison list on this account was already long, so ${plural(leftOut, { one: '# university', other: '# universities' })} chosen in this browser did not fit (up to ${COMPARE_MAX}).`,
          );
        if (merged.length !== account.length) {
          await save(merged).catch((error: unknown) => {
            // A 400 means a school this browser kept is no longer in the catalogue: nothing to retry.
            if (!(error instanceof ApiRequestError && error.status === 400)) {
              failed = true;
              writeLocalCompareList([...new Set([...readLocalCompareList(), ...sent])].slice(0, COMPARE_MAX));
            }
          });
        }
      } catch {
        // The account's list could not be read: the browser's list stays and is merged on the next page load.
        failed = true;
      } finally {
        merging = null;
      }
    })();
  }, [userId, localIds, queryClient, save, i18n]);
}

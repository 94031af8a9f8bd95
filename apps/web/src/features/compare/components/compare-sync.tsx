import { useMergeLocalCompareList } from '../api/merge-local-compare-list.ts';

/** Mounted for signed-in students (app/signed-in-sync.tsx): merges a visitor's comparison list into the account. */
export function CompareSync() {
  useMergeLocalCompareList();
  return null;
}

import { COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { createLocalValue } from '../../lib/local-value.ts';
import { COMPARE_CHANGED_EVENT, COMPARE_STORAGE_KEY } from './compare-presence.ts';

/**
 * A visitor's comparison list, kept in this browser (UNITIDs in the order added). On sign-in it is
 * merged into the account's list and cleared (api/merge-local-compare-list.ts).
 */
const parse = (stored: unknown): readonly number[] =>
  Array.isArray(stored) ? [...new Set(stored.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, COMPARE_MAX) : [];

const EMPTY: readonly number[] = [];
const localList = createLocalValue<readonly number[]>(COMPARE_STORAGE_KEY, parse, EMPTY);

export const readLocalCompareList = localList.read;
export const useLocalCompareList = localList.use;

/** An empty list removes the key, so the root layout does not load the tray for nothing. */
export function writeLocalCompareList(ids: readonly number[]) {
  localList.write(ids.length ? ids : null);
  window.dispatchEvent(new Event(COMPARE_CHANGED_EVENT));
}

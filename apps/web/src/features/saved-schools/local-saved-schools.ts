import { useSyncExternalStore } from 'react';

/**
 * Bookmarks made while signed out, kept in this browser (localStorage) so a reload loses
 * nothing. On sign-in they are merged into the account and cleared (merge-local-saved-schools.ts).
 */
const STORAGE_KEY = 'campuspath.saved-schools';
const listeners = new Set<() => void>();
// No bookmarks is always this one array, the server render's too: a store whose snapshot changes
// identity as the page hydrates makes React render the page again at once, synchronously, lazy
// parts that were still hydrating in slices included (a long task on a slow phone).
const NONE: readonly number[] = [];
let cache: { raw: string | null; ids: readonly number[] } = { raw: null, ids: NONE };

export function readLocalSavedSchools(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return cache.ids;
  }
  if (raw !== cache.raw) {
    let ids: number[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      ids = Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))] : [];
    } catch {
      ids = [];
    }
    cache = { raw, ids: ids.length ? ids : NONE };
  }
  return cache.ids;
}

export function writeLocalSavedSchools(ids: readonly number[]) {
  try {
    if (ids.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): keep the choice for this page view only.
    cache = { raw: JSON.stringify(ids), ids: ids.length ? ids : NONE };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The ids bookmarked in this browser, oldest first. None in a server render and while a
 * server-rendered page hydrates (it must match the HTML); the browser's list right after.
 */
export function useLocalSavedSchools(): readonly number[] {
  return useSyncExternalStore(subscribe, readLocalSavedSchools, () => NONE);
}

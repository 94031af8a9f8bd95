import { useCallback, useSyncExternalStore } from 'react';

/**
 * Schools a visitor bookmarked, kept in this browser (localStorage) so a reload loses
 * nothing. The accounts issue moves this onto the student's account.
 */
const STORAGE_KEY = 'campuspath.saved-schools';
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: readonly number[] } = { raw: null, ids: [] };

function read(): readonly number[] {
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
      ids = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      ids = [];
    }
    cache = { raw, ids };
  }
  return cache.ids;
}

function write(ids: readonly number[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked (private mode): keep the choice for this page view only.
    cache = { raw: JSON.stringify(ids), ids };
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

export function useSavedSchools() {
  const ids = useSyncExternalStore(subscribe, read, () => cache.ids);
  const isSaved = useCallback((id: number) => ids.includes(id), [ids]);
  const toggle = useCallback((id: number) => {
    const current = read();
    write(current.includes(id) ? current.filter((saved) => saved !== id) : [...current, id]);
  }, []);
  return { ids, isSaved, toggle };
}

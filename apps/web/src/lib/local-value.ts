import { useSyncExternalStore } from 'react';

export interface LocalValue<T> {
  read(): T;
  write(value: T | null): void;
  /** The value, re-rendering when this tab or another one changes it. */
  use(): T;
}

/**
 * A value kept in this browser (localStorage) under `key`, parsed on the way out so a stale or
 * hand-edited entry falls back instead of breaking the page. Writing null removes it. When storage
 * is full or blocked (private mode), the value lives for this page view only.
 */
export function createLocalValue<T>(key: string, parse: (stored: unknown) => T, fallback: T): LocalValue<T> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } = { raw: null, value: fallback };

  function read(): T {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return cache.value;
    }
    if (raw !== cache.raw) {
      let value = fallback;
      try {
        value = raw === null ? fallback : parse(JSON.parse(raw));
      } catch {
        value = fallback;
      }
      cache = { raw, value };
    }
    return cache.value;
  }

  function write(value: T | null) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      cache = { raw: value === null ? null : JSON.stringify(value), value: value ?? fallback };
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === key && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, use: () => useSyncExternalStore(subscribe, read, () => fallback) };
}

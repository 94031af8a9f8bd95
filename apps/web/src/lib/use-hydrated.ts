import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in a server render and while the browser hydrates it, true from then on: for a part that
 * is drawn in the browser only (the Explore map), shown as its placeholder until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in a server render and while the browser hydrates it, true from then on: for a part that
 * is drawn in the browser only (the Explore map), shown as its placeholder until then. The change
 * re-renders the component that asks synchronously right after hydration, so a page asks through
 * BrowserOnly (components/ui/browser-only.tsx) round the part, not at its top.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

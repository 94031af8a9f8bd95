import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. A server render (and the hydration that
 * must match it) knows no screen: it gets `serverValue`, so what it shows must not depend on the
 * answer in a way the eye sees; let CSS place things by screen size, and use this for behaviour
 * and ARIA state.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

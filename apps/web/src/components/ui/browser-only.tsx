import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * `children` once the page has hydrated in the browser; `fallback` in a server render and while
 * the browser hydrates it (a map, drawn in the browser only). Keep it round the part itself, not
 * the page: the switch re-renders the component holding it synchronously right after hydration,
 * so a whole page holding it renders again in one long task, lazy parts still hydrating included.
 */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}

import { useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query.ts';

const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * Explore's filter panel: open beside the results on wide screens, on demand above them on
 * phones. Until the student opens or closes it, CSS decides by the screen's width (`placement`
 * 'by-screen'), so a server-rendered page never shifts as it hydrates; `open` is what the panel
 * is, for the toggle's `aria-expanded`.
 */
export function useFiltersPanel() {
  const [choice, setChoice] = useState<boolean | null>(null);
  const wide = useMediaQuery(WIDE_SCREEN);
  const open = choice ?? wide;
  return { open, placement: choice ?? ('by-screen' as const), toggle: () => setChoice(!open), close: () => setChoice(false) };
}

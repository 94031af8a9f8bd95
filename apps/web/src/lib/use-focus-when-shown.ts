import { useCallback } from 'react';

/**
 * A ref for the element that replaces a control the person just used (its status text, a heading,
 * the next button): when the control disappears, focus would otherwise fall to the page body and
 * a keyboard or screen reader user would lose their place. The element gets focus when it is shown
 * while `when` holds, or when `when` turns true while it is shown; never again on later renders.
 * Give a non-interactive target tabIndex={-1}.
 */
export function useFocusWhenShown<T extends HTMLElement>(when: boolean) {
  return useCallback(
    (node: T | null) => {
      if (node && when) node.focus();
    },
    [when],
  );
}

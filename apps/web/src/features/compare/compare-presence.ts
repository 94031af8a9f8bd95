import { useSyncExternalStore } from 'react';

/**
 * The only compare code in the first page load (the root layout): whether to load the compare
 * tray. Deliberately tiny and free of shared imports (a module imported here would land whole in
 * the first load): it reads localStorage directly instead of the list module, and the tray's
 * chunk loads only once there is a list (or someone is signed in: their list is on the account).
 */

/** localStorage key of a visitor's comparison list (UNITIDs in the order added; local-compare-list.ts). */
export const COMPARE_STORAGE_KEY = 'campuspath.compare';

/** Fired on window whenever this tab writes the local list (local-compare-list.ts). */
export const COMPARE_CHANGED_EVENT = 'campuspath:compare-changed';

let seenList = false;

/** Whether this browser holds a list, or did earlier in this page view (the tray, once loaded, stays). */
function hasLocalList(): boolean {
  try {
    seenList ||= window.localStorage.getItem(COMPARE_STORAGE_KEY) !== null;
  } catch {
    // Storage blocked (private mode): only a list made in this page view, which the event reports.
  }
  return seenList;
}

function subscribe(onChange: () => void) {
  window.addEventListener(COMPARE_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(COMPARE_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * True when the tray is worth loading: someone is signed in, or this browser holds a list. Never in
 * a server render, nor while a server-rendered page hydrates; the browser's answer right after.
 * It then stays loaded for the page view (the tray hides itself when emptied).
 */
export function useCompareTrayWanted(signedIn: boolean): boolean {
  return useSyncExternalStore(subscribe, hasLocalList, () => false) || signedIn;
}

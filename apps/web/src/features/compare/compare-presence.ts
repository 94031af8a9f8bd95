import { useEffect, useState } from 'react';

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

function hasLocalList(): boolean {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** True once the tray is worth loading; it then stays loaded for the page view (it hides itself when emptied). */
export function useCompareTrayWanted(signedIn: boolean): boolean {
  const [wanted, setWanted] = useState(hasLocalList);
  useEffect(() => {
    if (wanted) return;
    const check = () => hasLocalList() && setWanted(true);
    window.addEventListener(COMPARE_CHANGED_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(COMPARE_CHANGED_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, [wanted]);
  return signedIn || wanted;
}

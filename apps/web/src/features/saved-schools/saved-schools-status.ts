import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The one message about saving (a rolled-back bookmark, a merge that left some out). Bookmarks live
 * on many pages; the message is shown in one polite live region (SavedSchoolsSync).
 */
export interface SavedSchoolsMessage {
  id: number;
  text: string;
  tone: 'error' | 'info';
}

const listeners = new Set<() => void>();
let current: SavedSchoolsMessage | null = null;
let nextId = 1;

export function announceSavedSchools(text: string, tone: SavedSchoolsMessage['tone'] = 'error') {
  current = { id: nextId++, text, tone };
  listeners.forEach((listener) => listener());
}

export function dismissSavedSchoolsMessage(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSavedSchoolsMessage(): SavedSchoolsMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/**
 * The message region may be mounted in more than one place (the root layout, and pages that must
 * show it on their own); only the first one mounted renders, so a message is announced once.
 */
const regionOwners: object[] = [];
const ownerListeners = new Set<() => void>();
const notifyOwners = () => ownerListeners.forEach((listener) => listener());

function subscribeOwners(listener: () => void) {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}

export function useOwnsMessageRegion(): boolean {
  const [token] = useState(() => ({}));
  useEffect(() => {
    regionOwners.push(token);
    notifyOwners();
    return () => {
      regionOwners.splice(regionOwners.indexOf(token), 1);
      notifyOwners();
    };
  }, [token]);
  return useSyncExternalStore(
    subscribeOwners,
    () => regionOwners[0] === token,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

/**
 * The one message about the comparison list (the list is full, a change the server refused, a
 * merge that left some out), shown in one polite live region: the tray's, or the compare page's.
 */
export interface CompareMessage {
  id: number;
  text: string;
  tone: 'error' | 'info';
}

const listeners = new Set<() => void>();
let current: CompareMessage | null = null;
let nextId = 1;

const notify = () => listeners.forEach((listener) => listener());

export function announceCompare(text: string, tone: CompareMessage['tone'] = 'info') {
  current = { id: nextId++, text, tone };
  notify();
}

export function dismissCompareMessage(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCompareMessage(): CompareMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import type { EssaySaveQueue, SaveStatus } from '../essay-save-queue.ts';
import type { LeaveDialogProps } from './leave-dialog.tsx';

// The dialog (Radix's dialog stack) loads after the editor: it opens only on a blocked navigation.
const LeaveDialog = lazyDialog<LeaveDialogProps>(
  () => import('./leave-dialog.tsx'),
  () => null,
);

/**
 * Warns before leaving with unsaved text: the browser's own prompt on reload or close
 * (`beforeunload`), and a dialog on in-app navigation (`useBlocker`). While the dialog is open
 * the text is sent at once, and if that save lands the navigation simply goes ahead.
 */
export function LeaveGuard({ queue, status }: { queue: EssaySaveQueue; status: SaveStatus }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => queue.hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!queue.hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [queue]);

  useEffect(() => {
    if (blocked) void queue.flush();
  }, [blocked, queue]);

  useEffect(() => {
    if (blocked && status === 'saved' && !queue.hasUnsavedChanges()) blocker.proceed?.();
  }, [blocked, blocker, status, queue]);

  return <LeaveDialog blocker={blocker} status={status} />;
}

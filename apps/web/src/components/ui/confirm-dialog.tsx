import type { ConfirmDialogProps } from './confirm-dialog-content.tsx';
import { lazyDialog } from './lazy-dialog.tsx';

/**
 * A button that asks first (Radix AlertDialog): Cancel, or the action with its pending and error
 * states. The one confirm dialog of the app: features pass their words, choices and action in
 * (ConfirmDialogProps). Its code loads after the page (lazy-dialog.tsx).
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog-content.tsx'),
  ({ trigger, triggerClassName }) => (trigger === null ? null : { className: triggerClassName, children: trigger }),
);

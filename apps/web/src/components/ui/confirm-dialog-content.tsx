import { Trans } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import { Button, buttonClass } from './button.tsx';
import { DIALOG_CONTENT, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from './dialog-styles.ts';
import { FormAlert } from './form-field.tsx';
import type { OpensEarly } from './lazy-dialog.tsx';

export interface ConfirmDialogProps {
  /**
   * What the trigger button shows (icon and text, or an icon with an sr-only name); null when the
   * caller opens the dialog itself (`open`), such as a form that asks only once its fields are valid.
   */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Opened by the caller instead of a trigger; `onOpenChange` hears Cancel, Escape and the action's end. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Choices the action depends on (radio buttons, a password), shown between the description and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /**
   * Shown in the dialog when `onConfirm` fails; the dialog stays open for another try. A function
   * receives the failure, for messages the server words itself.
   */
  errorMessage: string | ((error: unknown) => string);
  /** Red confirm button, for deleting. */
  destructive?: boolean;
  pending: boolean;
  /** The confirm button waits for the choices (a password typed, say). */
  confirmDisabled?: boolean;
  /** The action; the dialog closes when it resolves. */
  onConfirm: () => Promise<unknown>;
  /**
   * Where focus goes once the action worked and the dialog closed, for an action that removes its
   * own trigger (deleting a row): otherwise focus returns to the trigger, which is about to go.
   */
  focusAfterConfirm?: () => void;
}

/**
 * The confirm dialog itself (Radix AlertDialog): Cancel, or the action with its pending and error
 * states. Loaded after the page by ConfirmDialog (confirm-dialog.tsx), which features use.
 */
export default function ConfirmDialogContent({
  trigger,
  triggerClassName,
  open: openFromCaller,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  errorMessage,
  destructive = false,
  pending,
  confirmDisabled = false,
  onConfirm,
  focusAfterConfirm,
  defaultOpen = false,
}: ConfirmDialogProps & OpensEarly) {
  const confirmed = useRef(false);
  const [openHere, setOpenHere] = useState(defaultOpen);
  const open = openFromCaller ?? openHere;
  const setOpen = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
  };
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await onConfirm();
      confirmed.current = true;
      setOpen(false);
    } catch (failure) {
      setError(typeof errorMessage === 'function' ? errorMessage(failure) : errorMessage);
    }
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        // While the action runs, the answer is not known yet: the dialog stays to show it.
        if (pending) return;
        setOpen(next);
        setError(null);
      }}
    >
      {trigger === null ? null : <AlertDialog.Trigger className={triggerClassName}>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content
          className={DIALOG_CONTENT}
          onCloseAutoFocus={(event) => {
            if (!confirmed.current || !focusAfterConfirm) return;
            confirmed.current = false;
            event.preventDefault();
            focusAfterConfirm();
          }}
        >
          <AlertDialog.Title className={DIALOG_TITLE}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={DIALOG_DESCRIPTION}>{description}</AlertDialog.Description>
          {/* A form, so Enter in a field of the choices confirms like the button. */}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending && !confirmDisabled) void confirm();
            }}
          >
            {children ? <div className="mt-4">{children}</div> : null}
            {error ? (
              <div className="mt-4">
                <FormAlert>{error}</FormAlert>
              </div>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass('secondary')} disabled={pending}>
                <Trans>Cancel</Trans>
              </AlertDialog.Cancel>
              {/* Not AlertDialog.Action: that would close the dialog before the action is known to have worked. */}
              <Button type="submit" variant={destructive ? 'danger' : 'primary'} disabled={pending || confirmDisabled}>
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

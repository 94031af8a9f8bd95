import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button, buttonClass } from './button.tsx';
import { FormAlert } from './form-field.tsx';

interface ConfirmDialogProps {
  /** What the trigger button shows (icon and text, or an icon with an sr-only name). */
  trigger: ReactNode;
  triggerClassName: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Shown in the dialog when `onConfirm` fails; the dialog stays open for another try. */
  errorMessage: string;
  /** Red confirm button, for deleting. */
  destructive?: boolean;
  pending: boolean;
  /** The action; the dialog closes when it resolves. */
  onConfirm: () => Promise<unknown>;
}

/** A button that asks first (Radix AlertDialog): Cancel, or the action with its pending and error states. */
export function ConfirmDialog({
  trigger,
  triggerClassName,
  title,
  description,
  confirmLabel,
  pendingLabel,
  errorMessage,
  destructive = false,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <AlertDialog.Trigger className={triggerClassName}>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          {error ? (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <Button
              className={destructive ? 'bg-red-600 hover:bg-red-700' : undefined}
              disabled={pending}
              onClick={async () => {
                setError(null);
                try {
                  await onConfirm();
                  setOpen(false);
                } catch {
                  setError(errorMessage);
                }
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { RefreshCw } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { useRegenerateFeed } from '../api/regenerate-feed.ts';

/** "Regenerate URL", confirmed first: the old feed URL stops working at once (it answers 404). */
export function RegenerateFeedDialog({ onRegenerated }: { onRegenerated: () => void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const regenerate = useRegenerateFeed();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <AlertDialog.Trigger className={buttonClass('secondary')}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Regenerate URL
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Regenerate your feed URL?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            The current URL stops working at once, and calendars subscribed to it stop updating. Subscribe again with the new URL in each
            calendar app you use.
          </AlertDialog.Description>
          {error ? (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <Button
              disabled={regenerate.isPending}
              onClick={async () => {
                setError(null);
                try {
                  await regenerate.mutateAsync();
                  setOpen(false);
                  onRegenerated();
                } catch {
                  setError('A new URL could not be made. Your current URL still works. Please try again.');
                }
              }}
            >
              {regenerate.isPending ? 'Regenerating…' : 'Regenerate URL'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

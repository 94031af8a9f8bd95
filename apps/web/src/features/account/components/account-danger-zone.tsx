import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { User } from '@campuspath/contract/auth';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteAccount, useSignOutEverywhere } from '../api/account-mutations.ts';

const EXPORT_URL = '/api/account/export';

export function SessionsSection() {
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Signed in on a shared or lost device? This signs you out on every device, this one included.</p>
      {signOutEverywhere.isError ? <FormAlert>Could not sign out everywhere. Please try again.</FormAlert> : null}
      <Button variant="secondary" disabled={signOutEverywhere.isPending} onClick={() => signOutEverywhere.mutate(undefined)}>
        Sign out everywhere
      </Button>
    </div>
  );
}

export function DataSection() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        A JSON file with your account, profile, saved universities, applications, essays and their versions, documents (details),
        recommendations and tasks.
      </p>
      <a href={EXPORT_URL} download="campuspath-my-data.json" className={buttonClass('secondary')}>
        Download all my data
      </a>
    </div>
  );
}

export function DeleteAccountSection({ user }: { user: User }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(user.isDemo ? {} : { password });
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError && caught.body && caught.status < 500
          ? caught.body.message
          : 'Your account could not be deleted. Please try again.',
      );
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Deletes your account and everything in it, including uploaded files. This cannot be undone.</p>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger className={buttonClass('secondary', 'border-red-300 text-red-700 hover:bg-red-50')}>
          Delete my account
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete your account?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              Your profile, saved universities, applications, essays, documents, recommendations and tasks will be removed for good.
            </AlertDialog.Description>
            <form
              className="mt-4 space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              {error ? <FormAlert>{error}</FormAlert> : null}
              {user.isDemo ? null : (
                <TextField
                  label="Your password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
              <div className="flex justify-end gap-2">
                <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
                <Button type="submit" className="bg-red-600 hover:bg-red-700" disabled={remove.isPending || (!user.isDemo && !password)}>
                  Delete everything
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}

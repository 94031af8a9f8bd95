import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { User } from '@campuspath/contract/auth';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteAccount, useSignOutEverywhere } from '../api/account-mutations.ts';

const EXPORT_URL = '/api/account/export';

export function SessionsSection() {
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        <Trans>Signed in on a shared or lost device? This signs you out on every device, this one included.</Trans>
      </p>
      {signOutEverywhere.isError ? (
        <FormAlert>
          <Trans>Could not sign out everywhere. Please try again.</Trans>
        </FormAlert>
      ) : null}
      <Button variant="secondary" disabled={signOutEverywhere.isPending} onClick={() => signOutEverywhere.mutate(undefined)}>
        <Trans>Sign out everywhere</Trans>
      </Button>
    </div>
  );
}

export function DataSection() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        <Trans>
          A JSON file with your account, profile, saved universities, applications, essays and their versions, documents (details),
          recommendations and tasks.
        </Trans>
      </p>
      <a href={EXPORT_URL} download="campuspath-my-data.json" className={buttonClass('secondary')}>
        <Trans>Download all my data</Trans>
      </a>
    </div>
  );
}

export function DeleteAccountSection({ user }: { user: User }) {
  const { t } = useLingui();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        <Trans>Deletes your account and everything in it, including uploaded files. This cannot be undone.</Trans>
      </p>
      <ConfirmDialog
        trigger={t`Delete my account`}
        triggerClassName={buttonClass('secondary', 'border-red-300 text-red-700 hover:bg-red-50')}
        title={t`Delete your account?`}
        description={t`Your profile, saved universities, applications, essays, documents, recommendations and tasks will be removed for good.`}
        confirmLabel={t`Delete everything`}
        pendingLabel={t`Deleting…`}
        errorMessage={(caught) =>
          caught instanceof ApiRequestError && caught.body && caught.status < 500
            ? caught.body.message
            : t`Your account could not be deleted. Please try again.`
        }
        destructive
        pending={remove.isPending}
        confirmDisabled={!user.isDemo && !password}
        onConfirm={() => remove.mutateAsync(user.isDemo ? {} : { password })}
      >
        {user.isDemo ? null : (
          <TextField
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** The essay's Delete button, confirmed in an alert dialog. */
export function DeleteEssayDialog({ title, onDelete }: { title: string; onDelete: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const { t } = useLingui();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </>
      }
      triggerClassName={buttonClass('ghost', 'text-red-700 hover:bg-red-50')}
      title={t`Delete this essay?`}
      description={<Trans>“{title}”, its text and its version history will be removed for good.</Trans>}
      confirmLabel={t`Delete essay`}
      pendingLabel={t`Deleting…`}
      errorMessage={t`The essay could not be deleted. Please try again.`}
      destructive
      pending={pending}
      onConfirm={async () => {
        setPending(true);
        try {
          await onDelete();
        } finally {
          setPending(false);
        }
      }}
    />
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { Letter } from '@campuspath/contract/letters';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteLetter } from '../api/delete-letter.ts';

/** Delete a letter's record, after asking. */
export function DeleteLetterDialog({ letter, onDeleted }: { letter: Letter; onDeleted: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteLetter(letter.id);
  const name = letter.recommenderName;
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete letter</Trans>
        </>
      }
      triggerClassName={buttonClass('secondary', 'border-red-300 text-red-700 hover:bg-red-50')}
      title={t`Delete the letter from ${name}?`}
      description={t`Its dates, universities and notes are removed for good.`}
      confirmLabel={t`Delete`}
      pendingLabel={t`Deleting…`}
      errorMessage={t`The letter could not be deleted. Please try again.`}
      destructive
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(undefined);
        onDeleted();
      }}
    />
  );
}

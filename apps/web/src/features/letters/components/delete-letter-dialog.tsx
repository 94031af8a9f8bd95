import { Trash2 } from 'lucide-react';
import type { Letter } from '@campuspath/contract/letters';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteLetter } from '../api/delete-letter.ts';

/** Delete a letter's record, after asking. */
export function DeleteLetterDialog({ letter, onDeleted }: { letter: Letter; onDeleted: () => void }) {
  const remove = useDeleteLetter(letter.id);
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete letter
        </>
      }
      triggerClassName={buttonClass('secondary', 'border-red-300 text-red-700 hover:bg-red-50')}
      title={`Delete the letter from ${letter.recommenderName}?`}
      description="Its dates, universities and notes are removed for good."
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      errorMessage="The letter could not be deleted. Please try again."
      destructive
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(undefined);
        onDeleted();
      }}
    />
  );
}

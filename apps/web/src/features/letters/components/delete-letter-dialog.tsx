import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { Letter } from '@campuspath/contract/letters';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { useDeleteLetter } from '../api/delete-letter.ts';
import { DIALOG_CONTENT, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from './dialog-styles.ts';

/** Delete a letter's record, after asking. */
export function DeleteLetterDialog({ letter, onDeleted }: { letter: Letter; onDeleted: () => void }) {
  const remove = useDeleteLetter(letter.id);
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClass('secondary', 'border-red-300 text-red-700 hover:bg-red-50')}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete letter
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={DIALOG_CONTENT}>
          <AlertDialog.Title className={DIALOG_TITLE}>Delete the letter from {letter.recommenderName}?</AlertDialog.Title>
          <AlertDialog.Description className={DIALOG_DESCRIPTION}>
            Its dates, universities and notes are removed for good.
          </AlertDialog.Description>
          {remove.isError ? (
            <div className="mt-4">
              <FormAlert>The letter could not be deleted. Please try again.</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <Button
              className="bg-red-600 hover:bg-red-700"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
            >
              Delete
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { Document } from '@campuspath/contract/documents';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { useDeleteDocument } from '../api/delete-document.ts';
import { DIALOG_CONTENT, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from './dialog-styles.ts';

/** Delete a document and its file, after asking. */
export function DeleteDocumentDialog({ document }: { document: Document }) {
  const remove = useDeleteDocument();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <AlertDialog.Trigger className={buttonClass('secondary', 'px-3 text-red-700 hover:bg-red-50')}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete<span className="sr-only"> {document.name}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={DIALOG_CONTENT}>
          <AlertDialog.Title className={DIALOG_TITLE}>Delete “{document.name}”?</AlertDialog.Title>
          <AlertDialog.Description className={DIALOG_DESCRIPTION}>
            The file is removed for good{document.applicationIds.length > 0 ? ' and from the applications that use it' : ''}.
          </AlertDialog.Description>
          {remove.isError ? (
            <div className="mt-4">
              <FormAlert>The document could not be deleted. Please try again.</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <Button
              className="bg-red-600 hover:bg-red-700"
              disabled={remove.isPending}
              onClick={() => remove.mutate(document.id, { onSuccess: () => setOpen(false) })}
            >
              Delete document
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { Trash2 } from 'lucide-react';
import type { Document } from '@campuspath/contract/documents';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteDocument } from '../api/delete-document.ts';

/** Delete a document and its file, after asking. */
export function DeleteDocumentDialog({ document }: { document: Document }) {
  const remove = useDeleteDocument();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {document.name}</span>
        </>
      }
      triggerClassName={buttonClass('secondary', 'px-3 text-red-700 hover:bg-red-50')}
      title={`Delete “${document.name}”?`}
      description={`The file is removed for good${document.applicationIds.length > 0 ? ' and from the applications that use it' : ''}.`}
      confirmLabel="Delete document"
      pendingLabel="Deleting…"
      errorMessage="The document could not be deleted. Please try again."
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(document.id)}
    />
  );
}

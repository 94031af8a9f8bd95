import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { Document } from '@campuspath/contract/documents';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteDocument } from '../api/delete-document.ts';

/** Delete a document and its file, after asking. */
export function DeleteDocumentDialog({ document }: { document: Document }) {
  const remove = useDeleteDocument();
  const { t } = useLingui();
  const name = document.name;
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>
            Delete<span className="sr-only"> {name}</span>
          </Trans>
        </>
      }
      triggerClassName={buttonClass('secondary', 'px-3 text-red-700 hover:bg-red-50')}
      title={t`Delete “${name}”?`}
      description={
        document.applicationIds.length > 0
          ? t`The file is removed for good and from the applications that use it.`
          : t`The file is removed for good.`
      }
      confirmLabel={t`Delete document`}
      pendingLabel={t`Deleting…`}
      errorMessage={t`The document could not be deleted. Please try again.`}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(document.id)}
    />
  );
}

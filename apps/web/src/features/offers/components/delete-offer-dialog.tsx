import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteOffer } from '../api/delete-offer.ts';

/**
 * Delete one college's aid offer after asking; the accepted application stays, ready for another
 * offer. The dialog's code loads after the page (ConfirmDialog), its button standing in meanwhile.
 */
export default function DeleteOfferDialog({
  studentId,
  applicationId,
  schoolName,
}: {
  studentId: string | null;
  applicationId: string;
  schoolName: string;
}) {
  const remove = useDeleteOffer(studentId);
  const { t } = useLingui();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <span>
            <Trans>
              Delete <span className="sr-only">the {schoolName} offer</span>
            </Trans>
          </span>
        </>
      }
      triggerClassName={buttonClass('secondary', 'border-red-300 text-red-700 hover:bg-red-50')}
      title={t`Delete the ${schoolName} offer?`}
      description={t`Every line entered from the letter and the figures worked out from them are removed for good, and the offer leaves the comparison. The accepted application stays.`}
      confirmLabel={t`Delete offer`}
      pendingLabel={t`Deleting…`}
      errorMessage={(failure) => (failure instanceof ApiRequestError ? failure.message : t`The offer was not deleted. Please try again.`)}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(applicationId)}
    />
  );
}

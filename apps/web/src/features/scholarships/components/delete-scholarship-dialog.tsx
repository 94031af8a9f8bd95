import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteScholarship } from '../api/save-scholarship.ts';

/**
 * Delete one of the student's scholarships after asking: an awarded one also leaves the outside
 * grants of their aid offers. The dialog's code loads after the page (ConfirmDialog), its button
 * standing in meanwhile.
 */
export default function DeleteScholarshipDialog({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const remove = useDeleteScholarship();
  return (
    <ConfirmDialog
      trigger={
        <span>
          <Trans>
            Delete <span className="sr-only">{name}</span>
          </Trans>
        </span>
      }
      triggerClassName={buttonClass('secondary')}
      title={t`Delete ${name}?`}
      description={t`Its amount, status, deadline and notes are removed for good, its deadline is no longer reminded, and an award stops counting as an outside scholarship in your aid offers.`}
      confirmLabel={t`Delete scholarship`}
      pendingLabel={t`Deleting…`}
      errorMessage={(failure) =>
        failure instanceof ApiRequestError ? failure.message : t`The scholarship was not deleted. Please try again.`
      }
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(id)}
    />
  );
}

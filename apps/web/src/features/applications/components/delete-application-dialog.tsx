import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Application } from '@campuspath/contract/applications';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteApplication, type LinkedItemsChoice } from '../api/delete-application.ts';

// buttonClass has no outlined danger variant; its colour classes cannot be overridden reliably, so this is written out.
const DANGER_OUTLINE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 border border-rose-300 bg-white text-rose-800 hover:bg-rose-50';

const CHOICES: { value: LinkedItemsChoice; label: MessageDescriptor }[] = [
  { value: 'keep', label: msg`Keep linked essays and documents (unlink them)` },
  { value: 'delete', label: msg`Delete them too` },
];

/** Delete an application after a confirmation that asks what happens to its linked essays and documents. */
export function DeleteApplicationDialog({ application, schoolName }: { application: Application; schoolName: string }) {
  const navigate = useNavigate();
  const remove = useDeleteApplication(application.id);
  const [linked, setLinked] = useState<LinkedItemsChoice>('keep');
  const choiceName = useId();
  const { t, i18n } = useLingui();
  const essays = application.linkedEssays;
  const documents = application.linkedDocuments;

  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete application</Trans>
        </>
      }
      triggerClassName={DANGER_OUTLINE}
      title={t`Delete this application?`}
      description={
        <>
          {t`Your ${schoolName} application, its checklist and notes will be deleted. It has ${plural(essays, { one: '# linked essay', other: '# linked essays' })} and ${plural(documents, { one: '# linked document', other: '# linked documents' })}.`}
        </>
      }
      confirmLabel={t`Delete application`}
      pendingLabel={t`Deleting…`}
      errorMessage={(failure) =>
        failure instanceof ApiRequestError ? failure.message : t`The application was not deleted. Please try again.`
      }
      destructive
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(linked);
        void navigate(paths.applications.getHref(), { replace: true });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          <Trans>Linked essays and documents</Trans>
        </legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-indigo-500 has-checked:bg-indigo-50"
          >
            <input
              type="radio"
              name={choiceName}
              value={choice.value}
              checked={linked === choice.value}
              onChange={() => setLinked(choice.value)}
              className="mt-0.5 accent-indigo-600"
            />
            {i18n._(choice.label)}
          </label>
        ))}
        <p className="text-xs text-slate-600">
          <Trans>Essays and documents another application also uses are always kept.</Trans>
        </p>
      </fieldset>
    </ConfirmDialog>
  );
}

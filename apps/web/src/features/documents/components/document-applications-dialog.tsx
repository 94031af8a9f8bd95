import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Link2 } from 'lucide-react';
import { Checkbox, Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Document } from '@campuspath/contract/documents';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useApplications } from '../../../lib/api/get-applications.ts';
import { useSetDocumentLink } from '../api/link-document.ts';
import { toApplicationOptions } from '../application-options.ts';
import { DIALOG_CONTENT, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from '../../../components/ui/dialog-styles.ts';

/** Choose which of the student's applications use this document (the "used" count). */
export function DocumentApplicationsDialog({ document }: { document: Document }) {
  const [open, setOpen] = useState(false);
  const name = document.name;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('secondary', 'px-3')}>
        <Link2 aria-hidden="true" className="size-4" />
        <Trans>
          Applications<span className="sr-only"> using {name}</span>
        </Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <Dialog.Title className={DIALOG_TITLE}>
            <Trans>Use in applications</Trans>
          </Dialog.Title>
          <Dialog.Description className={DIALOG_DESCRIPTION}>
            <Trans>Tick the applications “{name}” is part of.</Trans>
          </Dialog.Description>
          {open ? <ApplicationChoices document={document} /> : null}
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClass('secondary')}>
              <Trans context="button">Done</Trans>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ApplicationChoices({ document }: { document: Document }) {
  const { t, i18n } = useLingui();
  const options = useApplications({ select: (list) => toApplicationOptions(i18n, list) });
  const setLink = useSetDocumentLink();

  if (options.isPending) {
    return (
      <LoadingState label={t`Loading your applications`} className="mt-4 space-y-2">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-6 w-2/3" />
      </LoadingState>
    );
  }
  if (options.isError) {
    return (
      <ErrorState
        size="compact"
        className="mt-4"
        message={t`Your applications could not be loaded. Please try again.`}
        onRetry={() => void options.refetch()}
      />
    );
  }
  if (options.data.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        <Trans>You have no applications yet. Add one from the Applications tab, then come back.</Trans>
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      {setLink.isError ? (
        <FormAlert>
          <Trans>That change could not be saved. Please try again.</Trans>
        </FormAlert>
      ) : null}
      <ul className="space-y-2">
        {options.data.map((application) => {
          const checked = document.applicationIds.includes(application.id);
          const id = `doc-${document.id}-app-${application.id}`;
          return (
            <li key={application.id} className="flex items-start gap-3">
              <Checkbox.Root
                id={id}
                checked={checked}
                disabled={setLink.isPending}
                onCheckedChange={(value) =>
                  setLink.mutate({ documentId: document.id, applicationId: application.id, linked: value === true })
                }
                className="mt-0.5 grid size-5 shrink-0 place-items-center rounded border border-slate-400 bg-white data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600"
              >
                <Checkbox.Indicator>
                  <Check aria-hidden="true" className="size-4 text-white" />
                </Checkbox.Indicator>
              </Checkbox.Root>
              <label htmlFor={id} className="text-sm text-slate-800">
                {application.label}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

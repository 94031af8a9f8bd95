import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Essay } from '@campuspath/contract/essays';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { DialogButton, OpensEarly } from '../../../components/ui/lazy-dialog.tsx';
import { EssayDetailsForm, type EssayDetailsValues } from './essay-details-form.tsx';

/** Edit details: title, prompt, word limit, due date, status and linked applications; loaded after the page (essay-editor.tsx). */
export default function EditDetailsDialog({
  essay,
  onSave,
  button,
  defaultOpen = false,
}: { essay: Essay; onSave: (values: EssayDetailsValues) => Promise<void>; button: DialogButton } & OpensEarly) {
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={button.className}>{button.children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              <Trans>Essay details</Trans>
            </Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'px-2 py-1')}>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Change the title, prompt, word limit, due date, status or linked applications.</Trans>
          </Dialog.Description>
          <div className="mt-4">
            <EssayDetailsForm
              defaultValues={{
                title: essay.title,
                prompt: essay.prompt,
                maxWords: essay.maxWords,
                dueDate: essay.dueDate,
                status: essay.status,
                applicationIds: essay.applications.map((application) => application.id),
              }}
              submitLabel={t`Save details`}
              pendingLabel={t`Saving…`}
              cancel={
                <Dialog.Close className={buttonClass('secondary')}>
                  <Trans>Cancel</Trans>
                </Dialog.Close>
              }
              onSubmit={async (values) => {
                await onSave(values);
                setOpen(false);
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

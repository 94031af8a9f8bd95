import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useCreateEssay } from '../api/create-essay.ts';
import { EssayDetailsForm } from './essay-details-form.tsx';

/** The New Essay button and its dialog; a new essay opens in the editor. */
export function NewEssayDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateEssay();
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('primary')}>
        <Plus aria-hidden="true" className="size-4" />
        <Trans>New Essay</Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              <Trans>New essay</Trans>
            </Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'px-2 py-1')}>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            <Trans>Give it a title now; you can write and change everything else in the editor.</Trans>
          </Dialog.Description>
          <div className="mt-4">
            <EssayDetailsForm
              submitLabel={t`Create and start writing`}
              pendingLabel={t`Creating…`}
              cancel={
                <Dialog.Close className={buttonClass('secondary')}>
                  <Trans>Cancel</Trans>
                </Dialog.Close>
              }
              onSubmit={async (values) => {
                const { essay } = await create.mutateAsync(values);
                setOpen(false);
                await navigate(paths.essay.getHref(essay.id));
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

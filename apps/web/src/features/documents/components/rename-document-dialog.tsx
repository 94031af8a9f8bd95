import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Document } from '@campuspath/contract/documents';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useUpdateDocument } from '../api/update-document.ts';
import { DIALOG_CONTENT, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from '../../../components/ui/dialog-styles.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<{ name: string }>(() =>
  import('@campuspath/contract/documents').then((module) => module.updateDocumentBodySchema.required({ name: true }).pick({ name: true })),
);

/** Rename a document (the file itself is unchanged). */
export function RenameDocumentDialog({ document }: { document: Document }) {
  const [open, setOpen] = useState(false);
  const name = document.name;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('secondary', 'px-3')}>
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>
          Rename<span className="sr-only"> {name}</span>
        </Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <Dialog.Title className={DIALOG_TITLE}>
            <Trans>Rename document</Trans>
          </Dialog.Title>
          <Dialog.Description className={DIALOG_DESCRIPTION}>
            <Trans>The name you see in your documents and when you download it.</Trans>
          </Dialog.Description>
          <RenameForm document={document} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RenameForm({ document, onDone }: { document: Document; onDone: () => void }) {
  const update = useUpdateDocument();
  const { t } = useLingui();
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver, defaultValues: { name: document.name } });

  const submit = handleSubmit(async ({ name }) => {
    setFormError('');
    try {
      await update.mutateAsync({ id: document.id, body: { name } });
      onDone();
    } catch (error) {
      if (!showFieldErrors(setError, error, ['name'])) setFormError(t`The document could not be renamed. Please try again.`);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label={t`Name`} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <div className="flex justify-end gap-2">
        <Dialog.Close className={buttonClass('secondary')}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <Button type="submit" disabled={update.isPending}>
          <Trans>Save name</Trans>
        </Button>
      </div>
    </form>
  );
}

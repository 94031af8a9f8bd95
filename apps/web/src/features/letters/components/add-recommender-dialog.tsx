import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useCreateLetter } from '../api/create-letter.ts';
import { DIALOG_CONTENT_WIDE, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from '../../../components/ui/dialog-styles.ts';
import { formFieldFor } from './recommender-form-fields.ts';
import type { AddRecommenderFormInput, AddRecommenderFormOutput } from './recommender-form-schema.ts';
import { SchoolPicker } from './school-picker.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<AddRecommenderFormInput, AddRecommenderFormOutput>(() =>
  import('./recommender-form-schema.ts').then((module) => module.addRecommenderFormSchema),
);

/** "Add recommender": who, their email, when the letter is due and for which universities. */
export function AddRecommenderDialog({ onAdded }: { onAdded: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('primary')}>
        <UserPlus aria-hidden="true" className="size-4" />
        <Trans>Add recommender</Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT_WIDE}>
          <Dialog.Title className={DIALOG_TITLE}>
            <Trans>Add recommender</Trans>
          </Dialog.Title>
          <Dialog.Description className={DIALOG_DESCRIPTION}>
            <Trans>A teacher, counselor or mentor who will write you a letter.</Trans>
          </Dialog.Description>
          <AddRecommenderForm
            onAdded={(name) => {
              setOpen(false);
              onAdded(name);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddRecommenderForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useLingui();
  const create = useCreateLetter();
  const [formError, setFormError] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddRecommenderFormInput, unknown, AddRecommenderFormOutput>({
    resolver,
    defaultValues: { recommenderName: '', recommenderTitle: '', recommenderEmail: '', dueDate: '', schools: [] },
  });

  const submit = handleSubmit(async ({ schools, ...fields }) => {
    setFormError('');
    try {
      const { letter } = await create.mutateAsync({ ...fields, schoolIds: schools.map((school) => school.id) });
      onAdded(letter.recommenderName);
    } catch (error) {
      if (!showFieldErrors(setError, error, formFieldFor))
        setFormError(errorMessage(error, t`The recommender could not be added. Please try again.`));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label={t`Name`} autoComplete="off" error={errors.recommenderName?.message} {...register('recommenderName')} />
      <TextField
        label={t`Title (optional)`}
        hint={t`For example: AP Chemistry teacher`}
        autoComplete="off"
        error={errors.recommenderTitle?.message}
        {...register('recommenderTitle')}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="off"
        error={errors.recommenderEmail?.message}
        {...register('recommenderEmail')}
      />
      <TextField label={t`Due date (optional)`} type="date" error={errors.dueDate?.message} {...register('dueDate')} />
      <Controller
        control={control}
        name="schools"
        render={({ field, fieldState }) => <SchoolPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <div className="flex justify-end gap-2 pt-2">
        <Dialog.Close className={buttonClass('secondary')}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          <Trans>Add recommender</Trans>
        </Button>
      </div>
    </form>
  );
}

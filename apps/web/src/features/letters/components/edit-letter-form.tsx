import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Letter } from '@campuspath/contract/letters';
import { LETTER_STATUSES } from '@campuspath/contract/letters-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { showFieldErrors } from '../../../lib/api-error-messages.ts';
import { LETTER_STATUS_NAMES } from '../../../lib/plan-terms.ts';
import { useUpdateLetter } from '../api/update-letter.ts';
import { formFieldFor } from './recommender-form-fields.ts';
import type { EditLetterFormInput, EditLetterFormOutput } from './recommender-form-schema.ts';
import { SchoolPicker } from './school-picker.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<EditLetterFormInput, EditLetterFormOutput>(() =>
  import('./recommender-form-schema.ts').then((module) => module.editLetterFormSchema),
);

const valuesOf = (letter: Letter): EditLetterFormInput => ({
  recommenderName: letter.recommenderName,
  recommenderTitle: letter.recommenderTitle,
  recommenderEmail: letter.recommenderEmail,
  status: letter.status,
  dateRequested: letter.dateRequested ?? '',
  dueDate: letter.dueDate ?? '',
  lastReminder: letter.lastReminder ?? '',
  schools: letter.schools.map(({ id, name }) => ({ id, name })),
  notes: letter.notes,
});

/**
 * Every field of a letter, editable. Key it by the letter's `updatedAt` so it starts over from
 * the saved values whenever the letter changes (a save, or Send Request from this page).
 */
export function EditLetterForm({ letter, onSaved }: { letter: Letter; onSaved: () => void }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const update = useUpdateLetter(letter.id);
  const [formError, setFormError] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<EditLetterFormInput, unknown, EditLetterFormOutput>({
    resolver,
    defaultValues: valuesOf(letter),
  });

  const submit = handleSubmit(async ({ schools, ...fields }) => {
    setFormError('');
    try {
      await update.mutateAsync({ ...fields, schoolIds: schools.map((school) => school.id) });
      onSaved();
    } catch (error) {
      if (!showFieldErrors(setError, error, formFieldFor)) setFormError(t`Your changes could not be saved. Please try again.`);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Recommender name`}
          autoComplete="off"
          error={errors.recommenderName?.message}
          {...register('recommenderName')}
        />
        <TextField
          label={t`Title (optional)`}
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
        <SelectField label={t`Status`} error={errors.status?.message} {...register('status')}>
          {LETTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(LETTER_STATUS_NAMES[status])}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Date requested`} type="date" error={errors.dateRequested?.message} {...register('dateRequested')} />
        <TextField label={t`Due date`} type="date" error={errors.dueDate?.message} {...register('dueDate')} />
        <TextField label={t`Last reminder`} type="date" error={errors.lastReminder?.message} {...register('lastReminder')} />
      </div>
      <Controller
        control={control}
        name="schools"
        render={({ field, fieldState }) => <SchoolPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <TextAreaField label={t`Notes (optional)`} rows={4} error={errors.notes?.message} {...register('notes')} />
      <Button type="submit" disabled={update.isPending || !isDirty}>
        <Trans>Save changes</Trans>
      </Button>
    </form>
  );
}

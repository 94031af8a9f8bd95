import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { createEssayBodySchema } from '@campuspath/contract/essays';
import { ESSAY_PROMPT_MAX_LENGTH, ESSAY_STATUSES } from '@campuspath/contract/essays-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { ESSAY_STATUS_NAMES } from '../../../lib/plan-terms.ts';
import { EssayChangedError, UnsavedTextError } from '../essay-save-errors.ts';
import { ApplicationChoices } from './application-choices.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

/** Everything about an essay but its text. */
export type EssayDetailsInput = Omit<z.input<typeof createEssayBodySchema>, 'body'>;
export type EssayDetailsValues = Omit<z.output<typeof createEssayBodySchema>, 'body'>;
const resolver = lazyZodResolver<EssayDetailsInput, EssayDetailsValues>(() =>
  import('@campuspath/contract/essays').then((module) => module.createEssayBodySchema.omit({ body: true })),
);
const FIELDS = ['title', 'prompt', 'maxWords', 'dueDate', 'status', 'applicationIds'];

const emptyToNull = (value: unknown) => (value === '' || value === undefined || value === null ? null : value);
const toWholeNumber = (value: unknown) => (value === '' || value === undefined || value === null ? null : Number(value));

/**
 * Title, prompt, word limit, due date, status and linked applications: used to create an essay
 * and to edit its details. Server field messages show inline; what was typed stays on an error.
 */
export function EssayDetailsForm({
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  cancel,
}: {
  defaultValues?: Partial<EssayDetailsValues>;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: EssayDetailsValues) => Promise<void>;
  cancel?: ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const form = useForm<EssayDetailsInput, unknown, EssayDetailsValues>({
    resolver,
    defaultValues: { title: '', prompt: '', maxWords: null, dueDate: null, status: 'not-started', applicationIds: [], ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, FIELDS)) {
        setFormError(
          error instanceof UnsavedTextError || error instanceof EssayChangedError
            ? i18n._(error.text)
            : errorMessage(error, t`The essay could not be saved. Please try again.`),
        );
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label={t`Title`}
        autoComplete="off"
        hint={t`For example “Common App personal statement”.`}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label={t`Prompt (optional)`}
        rows={3}
        maxLength={ESSAY_PROMPT_MAX_LENGTH}
        error={errors.prompt?.message}
        {...form.register('prompt')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t`Word limit (optional)`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.maxWords?.message}
          {...form.register('maxWords', { setValueAs: toWholeNumber })}
        />
        <TextField
          label={t`Due date (optional)`}
          type="date"
          error={errors.dueDate?.message}
          {...form.register('dueDate', { setValueAs: emptyToNull })}
        />
        <SelectField label={t`Status`} error={errors.status?.message} {...form.register('status')}>
          {ESSAY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {i18n._(ESSAY_STATUS_NAMES[value])}
            </option>
          ))}
        </SelectField>
      </div>
      <Controller
        control={form.control}
        name="applicationIds"
        render={({ field, fieldState }) => (
          <ApplicationChoices value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { createTaskBodySchema } from '@campuspath/contract/tasks';
import { TASK_CATEGORIES, TASK_NOTES_MAX_LENGTH, TASK_PRIORITIES } from '@campuspath/contract/tasks-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { TASK_CATEGORY_NAMES, TASK_PRIORITY_NAMES } from '../../../lib/daily-terms.ts';

/** The fields a student fills in; completing happens with the list's checkbox. */
export type TaskFormInput = Omit<z.input<typeof createTaskBodySchema>, 'completed'>;
export type TaskFormValues = Omit<z.output<typeof createTaskBodySchema>, 'completed'>;
const resolver = lazyZodResolver<TaskFormInput, TaskFormValues>(() =>
  import('@campuspath/contract/tasks').then((module) => module.createTaskBodySchema.omit({ completed: true })),
);
const FIELDS = ['title', 'dueDate', 'category', 'priority', 'notes'];

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * Create or edit a task. Server field messages show inline; whatever was typed stays on an error.
 * `onSubmit` throws what the API threw.
 */
export function TaskForm({
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  cancel,
}: {
  defaultValues?: Partial<TaskFormValues>;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: TaskFormValues) => Promise<void>;
  /** A Cancel link or dialog close button, shown beside the submit button. */
  cancel?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TaskFormInput, unknown, TaskFormValues>({
    resolver,
    defaultValues: { title: '', dueDate: null, category: 'other', priority: 'medium', notes: '', ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, FIELDS))
        setFormError(errorMessage(error, t`The task could not be saved. Please try again.`));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label={t`Title`} autoComplete="off" error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t`Due date (optional)`}
          type="date"
          error={errors.dueDate?.message}
          {...form.register('dueDate', { setValueAs: emptyToNull })}
        />
        <SelectField label={t`Category`} error={errors.category?.message} {...form.register('category')}>
          {TASK_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {i18n._(TASK_CATEGORY_NAMES[value])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Priority`} error={errors.priority?.message} {...form.register('priority')}>
          {TASK_PRIORITIES.map((value) => (
            <option key={value} value={value}>
              {i18n._(TASK_PRIORITY_NAMES[value])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t`Notes (optional)`}
        rows={4}
        maxLength={TASK_NOTES_MAX_LENGTH}
        error={errors.notes?.message}
        {...form.register('notes')}
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

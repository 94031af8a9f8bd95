import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateTaskBody } from '@campuspath/contract/tasks';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useAssignTask } from '../api/assign-task.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<CreateTaskBody>(() => import('@campuspath/contract/tasks').then((module) => module.createTaskBodySchema));

const FIELDS = ['title', 'dueDate', 'notes'];

/** A counselor adds a task to the student's list; the student sees it "From" them, and can complete or dismiss it, not edit it. */
export function CounselorTaskForm({
  studentId,
  studentName,
  counselorName,
}: {
  studentId: string;
  studentName: string;
  counselorName: string;
}) {
  const { t } = useLingui();
  const assign = useAssignTask(studentId);
  const [added, setAdded] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateTaskBody>({
    resolver,
    defaultValues: { title: '', dueDate: null, notes: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setAdded(null);
    try {
      const { task } = await assign.mutateAsync(values);
      form.reset({ title: '', dueDate: null, notes: '' });
      setAdded(task.title);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, FIELDS)) setFormError(errorMessage(error, t`The task was not added. Please try again.`));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Add a task for ${studentName}`} className="space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label={t`Task`} error={errors.title?.message} {...form.register('title')} />
      <TextField
        label={t`Due date (optional)`}
        type="date"
        error={errors.dueDate?.message}
        {...form.register('dueDate', { setValueAs: (value: string) => value || null })}
      />
      <TextAreaField label={t`Details (optional)`} rows={2} error={errors.notes?.message} {...form.register('notes')} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? t`Adding…` : t`Add task`}
        </Button>
        <p role="status" className="text-sm text-emerald-800">
          {added ? t`Added “${added}”. ${studentName} sees it as from ${counselorName}.` : ''}
        </p>
      </div>
    </form>
  );
}

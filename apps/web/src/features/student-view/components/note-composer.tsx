import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateNoteBody } from '@campuspath/contract/notes';
import { NOTE_MAX_LENGTH } from '@campuspath/contract/notes-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextAreaField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useAddNote } from '../api/add-note.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<CreateNoteBody>(() => import('@campuspath/contract/notes').then((module) => module.createNoteBodySchema));

/** A counselor's note on one application or essay: the student reads it in a thread on that page. */
export function NoteComposer({
  studentId,
  target,
  about,
}: {
  studentId: string;
  target: Pick<CreateNoteBody, 'targetKind' | 'targetId'>;
  about: string;
}) {
  const { t } = useLingui();
  const add = useAddNote(studentId);
  const statusId = useId();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateNoteBody>({ resolver, defaultValues: { ...target, body: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await add.mutateAsync(values);
      form.reset({ ...target, body: '' });
      setSaved(true);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['body'])) setFormError(errorMessage(error, t`The note was not saved. Please try again.`));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Leave a note on ${about}`} className="space-y-2">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextAreaField
        label={t`Note on ${about}`}
        rows={2}
        maxLength={NOTE_MAX_LENGTH}
        hint={t`The student sees it with your name.`}
        error={form.formState.errors.body?.message}
        {...form.register('body')}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? t`Saving…` : t`Leave note`}
        </Button>
        <p id={statusId} role="status" className="text-sm text-emerald-800">
          {saved ? t`Note saved.` : ''}
        </p>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Application, ReplyDeadlineForm } from '@campuspath/contract/applications';
import { REPLY_DEADLINE_DEFAULT_NOTE, replyDeadlineOrigin } from '@campuspath/contract/decisions-terms';
import { errorMessage, showFieldErrors } from '../../lib/api-error-messages.ts';
import { formatDay } from '../../lib/format-date.ts';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { Button } from './button.tsx';
import { FormAlert, TextField } from './form-field.tsx';

const resolver = lazyZodResolver<ReplyDeadlineForm>(() =>
  import('@campuspath/contract/applications').then((module) => module.replyDeadlineFormSchema),
);
const FIELDS = ['replyDeadline', 'replyDeadlineSource'];

/** The change the editor sends: the college's date with its source, or null for the common default. */
export interface ReplyDeadlineChange {
  replyDeadline: string | null;
  replyDeadlineSource?: string;
}

/** The mutation that saves it: the student's own update, or a counselor's entry on the student's plan. */
export interface ReplyDeadlineSave {
  mutateAsync(change: ReplyDeadlineChange): Promise<unknown>;
  isPending: boolean;
}

/**
 * The reply and deposit date of an accepted application: May 1, labelled as the common default,
 * until the student or their counselor records the college's own date with where it says so (and
 * the date then says who recorded it). `about` names the college when several forms share a page.
 */
export function ReplyDeadlineEditor({
  application,
  save: update,
  about,
}: {
  application: Application;
  save: ReplyDeadlineSave;
  about?: string;
}) {
  const form = useForm<ReplyDeadlineForm>({
    resolver,
    defaultValues: {
      replyDeadline: application.replyDeadlineSource ? (application.replyDeadline ?? '') : '',
      replyDeadlineSource: application.replyDeadlineSource ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');

  const failed = (error: unknown) => {
    if (!showFieldErrors(form.setError, error, FIELDS)) setFormError(errorMessage(error, 'Not saved. Try again.'));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      setSaved('Saved the college’s date.');
    } catch (error) {
      failed(error);
    }
  });

  const backToDefault = async () => {
    setSaved('');
    setFormError(null);
    try {
      await update.mutateAsync({ replyDeadline: null });
      form.reset({ replyDeadline: '', replyDeadlineSource: '' });
      setSaved('Back to the common default.');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800">
        <span className="font-medium">Reply and deposit by: </span>
        {application.replyDeadline ? formatDay(application.replyDeadline, 'long') : 'Not set'}
        {` (${replyDeadlineOrigin(application)})`}
      </p>
      {application.replyDeadlineSource ? null : <p className="text-sm text-slate-600">{REPLY_DEADLINE_DEFAULT_NOTE}</p>}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form
        noValidate
        onSubmit={(event) => {
          setSaved('');
          setFormError(null);
          void submit(event);
        }}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        aria-label={about ? `The college’s own reply date: ${about}` : 'The college’s own reply date'}
      >
        <TextField
          label="The college’s reply and deposit date"
          type="date"
          error={errors.replyDeadline?.message}
          {...form.register('replyDeadline')}
        />
        <TextField
          label="Where the college says so"
          hint="e.g. admission letter, applicant portal"
          error={errors.replyDeadlineSource?.message}
          {...form.register('replyDeadlineSource')}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={update.isPending || isSubmitting}>
            Save the college’s date
          </Button>
          {application.replyDeadlineSource ? (
            <Button variant="ghost" disabled={update.isPending} onClick={() => void backToDefault()}>
              Use the common default (May 1)
            </Button>
          ) : null}
          <p role="status" className="text-sm text-emerald-800">
            {saved}
          </p>
        </div>
      </form>
    </div>
  );
}

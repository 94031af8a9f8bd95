import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Application, ReplyDeadlineForm } from '@campuspath/contract/applications';
import { errorMessage, showFieldErrors } from '../../lib/api-error-messages.ts';
import { formatDay } from '../../lib/format-date.ts';
import { replyDeadlineOriginText } from '../../lib/plan-terms.ts';
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
  const { t, i18n } = useLingui();
  // The customary reply date, the same day every year: written by the formatter, as every date.
  const mayFirst = formatDay('2000-05-01', 'monthDay');
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
    if (!showFieldErrors(form.setError, error, FIELDS)) setFormError(errorMessage(error, t`Not saved. Try again.`));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      setSaved(t`Saved the college’s date.`);
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
      setSaved(t`Back to the common default.`);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800">
        <span className="font-medium">
          <Trans>Reply and deposit by:</Trans>{' '}
        </span>
        {application.replyDeadline ? formatDay(application.replyDeadline, 'long') : t({ message: 'Not set', context: 'date' })}
        {` (${replyDeadlineOriginText(i18n, application)})`}
      </p>
      {application.replyDeadlineSource ? null : (
        <p className="text-sm text-slate-600">
          <Trans>
            {mayFirst} is the common reply and deposit date, but each college can set its own (Early Decision and some scholarship programs
            ask earlier). Record the date your admission letter or the college portal gives, and where it says so.
          </Trans>
        </p>
      )}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form
        noValidate
        onSubmit={(event) => {
          setSaved('');
          setFormError(null);
          void submit(event);
        }}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        aria-label={about ? t`The college’s own reply date: ${about}` : t`The college’s own reply date`}
      >
        <TextField
          label={t`The college’s reply and deposit date`}
          type="date"
          error={errors.replyDeadline?.message}
          {...form.register('replyDeadline')}
        />
        <TextField
          label={t`Where the college says so`}
          hint={t`e.g. admission letter, applicant portal`}
          error={errors.replyDeadlineSource?.message}
          {...form.register('replyDeadlineSource')}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={update.isPending || isSubmitting}>
            <Trans>Save the college’s date</Trans>
          </Button>
          {application.replyDeadlineSource ? (
            <Button variant="ghost" disabled={update.isPending} onClick={() => void backToDefault()}>
              <Trans>Use the common default ({mayFirst})</Trans>
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

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Application, WaitlistReplyDateForm } from '@campuspath/contract/applications';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useUpdateApplication } from '../api/update-application.ts';

const resolver = lazyZodResolver<WaitlistReplyDateForm>(() =>
  import('@campuspath/contract/applications').then((module) => module.waitlistReplyDateFormSchema),
);

/**
 * A waitlisted application: the date to reply by (reminded like every other date), the task that
 * confirms interest, and the outcome, which is the application's next status.
 */
export function WaitlistSection({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  const form = useForm<WaitlistReplyDateForm>({ resolver, defaultValues: { waitlistReplyDate: application.waitlistReplyDate ?? '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [outcomeError, setOutcomeError] = useState('');
  const { t } = useLingui();
  const schoolId = application.schoolId;
  const name = application.school?.name ?? t`School ${schoolId}`;
  // The task the API added (the contract's waitlistTaskTitle), named in the page's language.
  const taskTitle = t`Confirm your interest in ${name}'s waitlist`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      setSaved(t`Saved the waitlist date.`);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['waitlistReplyDate'])) setFormError(errorMessage(error, t`Not saved. Try again.`));
    }
  });

  const setOutcome = (status: 'accepted' | 'rejected' | 'withdrawn') => {
    setOutcomeError('');
    update.mutate({ status }, { onError: (failure) => setOutcomeError(failure.message) });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        <Trans>
          Confirm your interest by the college’s date. Your{' '}
          <Link to={paths.tasks.getHref()} className="font-medium text-indigo-700 underline">
            task list
          </Link>{' '}
          has “{taskTitle}” with a short guide. A waitlist is never a guarantee: reply to your best admitted college by its date too.
        </Trans>
      </p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        aria-label={t`The waitlist reply date`}
        onSubmit={(event) => {
          setSaved('');
          setFormError(null);
          void submit(event);
        }}
      >
        <TextField
          label={t`Reply to the waitlist by`}
          type="date"
          error={form.formState.errors.waitlistReplyDate?.message}
          className="sm:w-64"
          {...form.register('waitlistReplyDate')}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending || form.formState.isSubmitting} className="sm:mt-7">
          <Trans>Save the waitlist date</Trans>
        </Button>
        <p role="status" className="text-sm text-emerald-800 sm:mt-9">
          {saved}
        </p>
      </form>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">
          <Trans>The outcome</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" disabled={update.isPending} onClick={() => setOutcome('accepted')}>
            <Trans>Admitted from the waitlist</Trans>
          </Button>
          <Button variant="secondary" disabled={update.isPending} onClick={() => setOutcome('rejected')}>
            <Trans>Not admitted</Trans>
          </Button>
          <Button variant="secondary" disabled={update.isPending} onClick={() => setOutcome('withdrawn')}>
            <Trans>I left the waitlist</Trans>
          </Button>
        </div>
        {outcomeError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {outcomeError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

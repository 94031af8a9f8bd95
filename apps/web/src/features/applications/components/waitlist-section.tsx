import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Application, WaitlistReplyDateForm } from '@campuspath/contract/applications';
import { waitlistTaskTitle } from '@campuspath/contract/decisions-terms';
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
  const name = application.school?.name ?? `School ${application.schoolId}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      setSaved('Saved the waitlist date.');
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['waitlistReplyDate'])) setFormError(errorMessage(error, 'Not saved. Try again.'));
    }
  });

  const setOutcome = (status: 'accepted' | 'rejected' | 'withdrawn') => {
    setOutcomeError('');
    update.mutate({ status }, { onError: (failure) => setOutcomeError(failure.message) });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        Confirm your interest by the college’s date. Your{' '}
        <Link to={paths.tasks.getHref()} className="font-medium text-indigo-700 underline">
          task list
        </Link>{' '}
        has “{waitlistTaskTitle(name)}” with a short guide. A waitlist is never a guarantee: reply to your best admitted college by its date
        too.
      </p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        aria-label="The waitlist reply date"
        onSubmit={(event) => {
          setSaved('');
          setFormError(null);
          void submit(event);
        }}
      >
        <TextField
          label="Reply to the waitlist by"
          type="date"
          error={form.formState.errors.waitlistReplyDate?.message}
          className="sm:w-64"
          {...form.register('waitlistReplyDate')}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending || form.formState.isSubmitting} className="sm:mt-7">
          Save the waitlist date
        </Button>
        <p role="status" className="text-sm text-emerald-800 sm:mt-9">
          {saved}
        </p>
      </form>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">The outcome</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" disabled={update.isPending} onClick={() => setOutcome('accepted')}>
            Admitted from the waitlist
          </Button>
          <Button variant="secondary" disabled={update.isPending} onClick={() => setOutcome('rejected')}>
            Not admitted
          </Button>
          <Button variant="secondary" disabled={update.isPending} onClick={() => setOutcome('withdrawn')}>
            I left the waitlist
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

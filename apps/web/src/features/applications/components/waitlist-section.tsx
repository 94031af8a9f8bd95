import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Application } from '@campuspath/contract/applications';
import { waitlistTaskTitle } from '@campuspath/contract/decisions-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateApplication } from '../api/update-application.ts';

/**
 * A waitlisted application: the date to reply by (reminded like every other date), the task that
 * confirms interest, and the outcome, which is the application's next status.
 */
export function WaitlistSection({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  const [date, setDate] = useState(application.waitlistReplyDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const [outcomeError, setOutcomeError] = useState('');
  const name = application.school?.name ?? `School ${application.schoolId}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    if (!date) {
      setError('Enter the date the college gives to reply by');
      return;
    }
    update.mutate(
      { waitlistReplyDate: date },
      {
        onSuccess: () => {
          setError(undefined);
          setSaved('Saved the waitlist date.');
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError ? (failure.body?.fields?.waitlistReplyDate ?? failure.message) : 'Not saved. Try again.',
          ),
      },
    );
  };

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
      <form noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label="The waitlist reply date" onSubmit={onSubmit}>
        <FormField label="Reply to the waitlist by" error={error} className="sm:w-64">
          {(control) => (
            <input type="date" {...control} value={date} onChange={(event) => setDate(event.target.value)} className={inputClass} />
          )}
        </FormField>
        <Button type="submit" variant="secondary" disabled={update.isPending} className="sm:mt-7">
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

import { useState, type FormEvent } from 'react';
import type { Application } from '@campuspath/contract/applications';
import { REPLY_DEADLINE_DEFAULT_NOTE } from '@campuspath/contract/decisions-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { useUpdateApplication } from '../api/update-application.ts';

/**
 * The reply and deposit date of an accepted application: May 1, labelled as the common default,
 * until the student records the college's own date with where it says so.
 */
export function ReplyDeadlineForm({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  const [date, setDate] = useState(application.replyDeadlineSource ? (application.replyDeadline ?? '') : '');
  const [source, setSource] = useState(application.replyDeadlineSource ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    if (!date) {
      setErrors({ replyDeadline: 'Enter the date the college gives' });
      return;
    }
    update.mutate(
      { replyDeadline: date, replyDeadlineSource: source },
      {
        onSuccess: () => {
          setErrors({});
          setSaved('Saved the college’s date.');
        },
        // A refusal lands on the field it names; any other failure on the date.
        onError: (error) =>
          setErrors(
            error instanceof ApiRequestError
              ? (error.body?.fields ?? { replyDeadline: error.message })
              : { replyDeadline: 'Not saved. Try again.' },
          ),
      },
    );
  };

  const backToDefault = () => {
    setSaved('');
    update.mutate(
      { replyDeadline: null },
      {
        onSuccess: () => {
          setErrors({});
          setDate('');
          setSource('');
          setSaved('Back to the common default.');
        },
        onError: (error) => setErrors({ replyDeadline: error.message }),
      },
    );
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800">
        <span className="font-medium">Reply and deposit by: </span>
        {application.replyDeadline ? formatDay(application.replyDeadline, 'long') : 'Not set'}
        {application.replyDeadlineSource ? ` (the college’s date; source: ${application.replyDeadlineSource})` : ' (common default)'}
      </p>
      {application.replyDeadlineSource ? null : <p className="text-sm text-slate-600">{REPLY_DEADLINE_DEFAULT_NOTE}</p>}
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="The college’s own reply date">
        <FormField label="The college’s reply and deposit date" error={errors.replyDeadline}>
          {(control) => (
            <input type="date" {...control} value={date} onChange={(event) => setDate(event.target.value)} className={inputClass} />
          )}
        </FormField>
        <FormField label="Where the college says so" hint="e.g. admission letter, applicant portal" error={errors.replyDeadlineSource}>
          {(control) => (
            <input type="text" {...control} value={source} onChange={(event) => setSource(event.target.value)} className={inputClass} />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={update.isPending}>
            Save the college’s date
          </Button>
          {application.replyDeadlineSource ? (
            <Button variant="ghost" disabled={update.isPending} onClick={backToDefault}>
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

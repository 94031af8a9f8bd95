import { useState, type FormEvent } from 'react';
import type { Application } from '@campuspath/contract/applications';
import { REPLY_DEADLINE_DEFAULT_NOTE, replyDeadlineOrigin } from '@campuspath/contract/decisions-terms';
import { ApiRequestError } from '../../lib/api-client.ts';
import { formatDay } from '../../lib/format-date.ts';
import { Button } from './button.tsx';
import { FormField, inputClass } from './form-field.tsx';

/** The change the editor sends: the college's date with its source, or null for the common default. */
export interface ReplyDeadlineChange {
  replyDeadline: string | null;
  replyDeadlineSource?: string;
}

/** The mutation that saves it: the student's own update, or a counselor's entry on the student's plan. */
export interface ReplyDeadlineSave {
  mutate(change: ReplyDeadlineChange, callbacks: { onSuccess: () => void; onError: (error: Error) => void }): void;
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
        {` (${replyDeadlineOrigin(application)})`}
      </p>
      {application.replyDeadlineSource ? null : <p className="text-sm text-slate-600">{REPLY_DEADLINE_DEFAULT_NOTE}</p>}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        aria-label={about ? `The college’s own reply date: ${about}` : 'The college’s own reply date'}
      >
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

import { useState } from 'react';
import type { Application, UpdateApplicationBody } from '@campuspath/contract/applications';
import { EARLY_DECISION_NOTE, isBindingAdmit, waitlistTaskTitle } from '@campuspath/contract/decisions-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { AttendingPrompt } from './attending-prompt.tsx';
import { ReplyDeadlineForm } from './reply-deadline-form.tsx';
import { Link } from 'react-router';

function AcceptedSection({ application, save }: { application: Application; save: (body: UpdateApplicationBody) => void }) {
  return (
    <div className="space-y-4">
      {isBindingAdmit(application) ? <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{EARLY_DECISION_NOTE}</p> : null}
      <ReplyDeadlineForm application={application} />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => save({ depositPaid: !application.depositPaid })} aria-pressed={application.depositPaid}>
          {application.depositPaid ? 'Deposit paid' : 'Mark deposit paid'}
        </Button>
        {application.attending ? null : <Button onClick={() => save({ attending: true })}>I’m attending</Button>}
      </div>
      {application.attending ? <AttendingPrompt application={application} /> : null}
    </div>
  );
}

function WaitlistSection({ application, save }: { application: Application; save: (body: UpdateApplicationBody) => void }) {
  const [date, setDate] = useState(application.waitlistReplyDate ?? '');
  const name = application.school?.name ?? `School ${application.schoolId}`;
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
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save({ waitlistReplyDate: date });
        }}
      >
        <FormField label="Reply to the waitlist by" className="sm:w-64">
          {(control) => (
            <input type="date" {...control} value={date} onChange={(event) => setDate(event.target.value)} className={inputClass} />
          )}
        </FormField>
        <Button type="submit" variant="secondary">
          Save the waitlist date
        </Button>
      </form>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">The outcome</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => save({ status: 'accepted' })}>
            Admitted from the waitlist
          </Button>
          <Button variant="secondary" onClick={() => save({ status: 'rejected' })}>
            Not admitted
          </Button>
          <Button variant="secondary" onClick={() => save({ status: 'withdrawn' })}>
            I left the waitlist
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

/**
 * The decision season on one application: when the decision came, and for an offer its reply
 * date, deposit and "I'm attending"; for a waitlist its reply-by date, task and outcome.
 */
export function DecisionPanel({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  const shown = application.status === 'accepted' || application.status === 'waitlisted' || application.status === 'deferred';
  if (!shown) return null;
  const save = (body: UpdateApplicationBody) => update.mutate(body);
  return (
    <section aria-labelledby="decision-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="decision-title" className="text-lg font-semibold text-slate-900">
        Decision
      </h2>
      <p className="text-sm text-slate-700">
        {application.decidedOn ? `Decision received ${formatDay(application.decidedOn, 'long')}.` : 'Decision date not recorded.'}
      </p>
      {application.status === 'accepted' ? <AcceptedSection application={application} save={save} /> : null}
      {application.status === 'waitlisted' ? <WaitlistSection application={application} save={save} /> : null}
      {application.status === 'deferred' ? (
        <p className="text-sm text-slate-800">
          Deferred: the college moved your application to a later round and will send a final decision. Set its status when it comes.
        </p>
      ) : null}
      {update.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {update.error.message}
        </p>
      ) : null}
    </section>
  );
}

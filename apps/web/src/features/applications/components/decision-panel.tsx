import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { Application } from '@campuspath/contract/applications';
import { isBindingAdmit } from '@campuspath/contract/decisions-terms';
import { Button } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { EARLY_DECISION_NOTE_TEXT } from '../application-terms.ts';
import { AttendingPrompt } from './attending-prompt.tsx';
import { ReplyDeadlineForm } from './reply-deadline-form.tsx';
// The form (react-hook-form, about 15 KB gzipped) loads after the page: the server renders it in place.
const WaitlistSection = lazy(() => import('./waitlist-section.tsx').then((module) => ({ default: module.WaitlistSection })));

/** The deposit and the choice to attend: a checkbox for a fact, a button for the decision. */
function OfferChoice({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  const [error, setError] = useState('');
  // The box shows the click at once, in the same render as the click: the mutation's own pending
  // state reaches the component a moment later, and a controlled box would flick back meanwhile.
  const [clicked, setClicked] = useState<boolean | null>(null);
  if (clicked !== null && clicked === application.depositPaid) setClicked(null);
  const depositId = useId();
  const save = (body: { depositPaid: boolean } | { attending: true }) => {
    setError('');
    update.mutate(body, {
      onError: (failure) => {
        setClicked(null);
        setError(failure.message);
      },
    });
  };
  const depositPaid = clicked ?? application.depositPaid;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <input
            id={depositId}
            type="checkbox"
            checked={depositPaid}
            disabled={update.isPending}
            onChange={(event) => {
              setClicked(event.target.checked);
              save({ depositPaid: event.target.checked });
            }}
            className="size-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-500"
          />
          <label htmlFor={depositId} className="text-sm font-medium text-slate-900">
            <Trans>Enrollment deposit paid</Trans>
          </label>
        </div>
        {application.attending ? null : (
          <Button disabled={update.isPending} onClick={() => save({ attending: true })}>
            <Trans>I’m attending</Trans>
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The decision season on one application: when the decision came, and for an offer its reply
 * date, deposit and "I'm attending"; for a waitlist its reply-by date, task and outcome.
 */
export function DecisionPanel({ application }: { application: Application }) {
  const { status } = application;
  const { t, i18n } = useLingui();
  if (status !== 'accepted' && status !== 'waitlisted' && status !== 'deferred' && status !== 'rejected') return null;
  const decided = application.decidedOn ? formatDay(application.decidedOn, 'long') : null;
  return (
    <section aria-labelledby="decision-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="decision-title" className="text-lg font-semibold text-slate-900">
        <Trans>Decision</Trans>
      </h2>
      <p className="text-sm text-slate-700">{decided ? t`Decision received ${decided}.` : t`Decision date not recorded.`}</p>
      {status === 'accepted' ? (
        <div className="space-y-4">
          {isBindingAdmit(application) ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{i18n._(EARLY_DECISION_NOTE_TEXT)}</p>
          ) : null}
          <ReplyDeadlineForm application={application} />
          <OfferChoice application={application} />
          {application.attending ? <AttendingPrompt application={application} /> : null}
        </div>
      ) : null}
      {status === 'waitlisted' ? (
        <Suspense fallback={null}>
          <WaitlistSection application={application} />
        </Suspense>
      ) : null}
      {status === 'deferred' ? (
        <p className="text-sm text-slate-800">
          <Trans>
            Deferred: the college moved your application to a later round and will send a final decision. Set its status when it comes.
          </Trans>
        </p>
      ) : null}
      {status === 'rejected' ? (
        <p className="text-sm text-slate-800">
          <Trans>Not admitted: nothing is left to do for this application.</Trans>
        </p>
      ) : null}
    </section>
  );
}

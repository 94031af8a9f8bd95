import { Trans, useLingui } from '@lingui/react/macro';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import type { Note } from '@campuspath/contract/notes';
import type { StudentPlanResponse } from '@campuspath/contract/sharing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NetPriceEstimate } from '../../../components/ui/net-price-estimate.tsx';
import { NotesThread } from '../../../components/ui/notes-thread.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { APPLICATION_ROUND_NAMES, APPLICATION_STATUS_NAMES, checklistStepText, sampleTitleText } from '../../../lib/plan-terms.ts';
import { CounselorReplyDeadline } from './counselor-reply-deadline.tsx';
import { DecisionLine } from './decision-line.tsx';
import { NoteComposer } from './lazy-note-composer.tsx';

/** The viewer's own income band, chosen by them, and the control that chooses it. */
export interface OwnPrices {
  band: IncomeBand | null;
  selector: ReactNode;
}

interface PlanCollegesProps {
  studentId: string;
  studentName: string;
  /** Without shared costs, a parent may still see net prices for an income band they choose themselves. */
  ownPrices?: OwnPrices;
  savedSchools: NonNullable<StudentPlanResponse['savedSchools']>;
  applications: NonNullable<StudentPlanResponse['applications']>;
  /** Present only while the student shares costs: then each college shows the net price for the family's income. */
  costs: StudentPlanResponse['costs'];
  notes: readonly Note[];
  /** A counselor may leave a note on each application, and record an offer's reply date. */
  canNote: boolean;
  /** A demo student: each application reads "Sample: " and shows the sample's note on where its deadline comes from. */
  sample?: boolean;
}

/** The student's saved colleges (with the family's net price when costs are shared) and applications with deadlines. */
export function PlanColleges({
  studentId,
  studentName,
  ownPrices,
  savedSchools,
  applications,
  costs,
  notes,
  canNote,
  sample = false,
}: PlanCollegesProps) {
  // The family's band when the student shares costs, else the viewer's own when they chose one.
  const band = costs ? ((costs.incomeBand as IncomeBand | null) ?? null) : (ownPrices?.band ?? null);
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-8">
      <section aria-labelledby="plan-applications">
        <h2 id="plan-applications" className="text-xl font-semibold text-slate-900">
          <Trans>Applications</Trans>
        </h2>
        {applications.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            <Trans>No applications yet.</Trans>
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {applications.map((application) => {
              const schoolId = application.schoolId;
              const name = application.school?.name ?? t`School ${schoolId}`;
              const round = i18n._(APPLICATION_ROUND_NAMES[application.round]);
              // One school may have two applications (two rounds): the round keeps each thread's name its own.
              const about = `${name}, ${round}`;
              const deadline = application.deadline ? formatDay(application.deadline) : null;
              const missing = application.missingItems.map((item) => checklistStepText(i18n, item)).join(', ');
              const thread = notes.filter((note) => note.targetKind === 'application' && note.targetId === application.id);
              return (
                <li key={application.id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                    <h3 className="break-words font-semibold text-slate-900">{sample ? sampleTitleText(i18n, name) : name}</h3>
                    <span className="text-sm font-medium text-indigo-800">{i18n._(APPLICATION_STATUS_NAMES[application.status])}</span>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {round} · {deadline ? t`Deadline ${deadline}` : t`No deadline entered`}
                    {missing ? ` · ${t`Still to do: ${missing}`}` : ''}
                  </p>
                  <DecisionLine application={application} />
                  {canNote && application.status === 'accepted' ? (
                    <CounselorReplyDeadline studentId={studentId} application={application} about={about} />
                  ) : null}
                  {sample && application.notes ? <p className="mt-1 text-sm text-slate-600">{application.notes}</p> : null}
                  {thread.length || canNote ? (
                    <div className="mt-3 space-y-3">
                      <NotesThread notes={thread} label={t`Notes`} about={about} />
                      {canNote ? (
                        <NoteComposer
                          studentId={studentId}
                          target={{ targetKind: 'application', targetId: application.id }}
                          about={about}
                        />
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="plan-colleges">
        <h2 id="plan-colleges" className="text-xl font-semibold text-slate-900">
          <Trans>Saved colleges</Trans>
        </h2>
        {costs ? null : ownPrices ? (
          <div
            className="mt-2 space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
            data-testid="own-prices"
          >
            <p>
              <Trans>
                {studentName} does not share costs with you. Choose an income band yourself to see what families with that income paid at
                each college after grants: it is your choice, kept on your account, not {studentName}'s.
              </Trans>
            </p>
            {ownPrices.selector}
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Costs are not shared with you, so net prices for the family are not shown.</Trans>
          </p>
        )}
        {savedSchools.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            <Trans>No saved colleges yet.</Trans>
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {savedSchools.map(({ school }) => (
              <li key={school.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <Link to={paths.university.getHref(school.slug)} className="break-words font-semibold text-indigo-700 hover:underline">
                  {school.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {school.city}, {school.state}
                </p>
                {costs || band ? (
                  <NetPriceEstimate school={school} band={band} homeState={costs?.homeState ?? null} variant="compact" className="mt-3" />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

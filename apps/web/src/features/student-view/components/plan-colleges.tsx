import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import { sampleTitle } from '@campuspath/contract/deadlines-terms';
import { APPLICATION_ROUND_LABELS, APPLICATION_STATUS_LABELS } from '@campuspath/contract/applications-terms';
import type { Note } from '@campuspath/contract/notes';
import type { StudentPlanResponse } from '@campuspath/contract/sharing';
import { Link } from 'react-router';
import { NetPriceEstimate } from '../../../components/ui/net-price-estimate.tsx';
import { NotesThread } from '../../../components/ui/notes-thread.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { NoteComposer } from './note-composer.tsx';

interface PlanCollegesProps {
  studentId: string;
  savedSchools: NonNullable<StudentPlanResponse['savedSchools']>;
  applications: NonNullable<StudentPlanResponse['applications']>;
  /** Present only while the student shares costs: then each college shows the net price for the family's income. */
  costs: StudentPlanResponse['costs'];
  notes: readonly Note[];
  /** A counselor may leave a note on each application. */
  canNote: boolean;
  /** A demo student: each application reads "Sample: " and shows the sample's note on where its deadline comes from. */
  sample?: boolean;
}

/** The student's saved colleges (with the family's net price when costs are shared) and applications with deadlines. */
export function PlanColleges({ studentId, savedSchools, applications, costs, notes, canNote, sample = false }: PlanCollegesProps) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="plan-applications">
        <h2 id="plan-applications" className="text-xl font-semibold text-slate-900">
          Applications
        </h2>
        {applications.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No applications yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {applications.map((application) => {
              const name = application.school?.name ?? `School ${application.schoolId}`;
              const thread = notes.filter((note) => note.targetKind === 'application' && note.targetId === application.id);
              return (
                <li key={application.id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                    <h3 className="break-words font-semibold text-slate-900">{sample ? sampleTitle(name) : name}</h3>
                    <span className="text-sm font-medium text-indigo-800">{APPLICATION_STATUS_LABELS[application.status]}</span>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {APPLICATION_ROUND_LABELS[application.round]} ·{' '}
                    {application.deadline ? `Deadline ${formatDay(application.deadline)}` : 'No deadline entered'}
                    {application.missingItems.length ? ` · Still to do: ${application.missingItems.join(', ')}` : ''}
                  </p>
                  {sample && application.notes ? <p className="mt-1 text-sm text-slate-600">{application.notes}</p> : null}
                  {thread.length || canNote ? (
                    <div className="mt-3 space-y-3">
                      <NotesThread notes={thread} label="Notes" />
                      {canNote ? (
                        <NoteComposer studentId={studentId} target={{ targetKind: 'application', targetId: application.id }} about={name} />
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
          Saved colleges
        </h2>
        {costs ? null : (
          <p className="mt-1 text-sm text-slate-600">Costs are not shared with you, so net prices for the family are not shown.</p>
        )}
        {savedSchools.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No saved colleges yet.</p>
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
                {costs ? (
                  <NetPriceEstimate
                    school={school}
                    band={(costs.incomeBand as IncomeBand | null) ?? null}
                    homeState={costs.homeState}
                    variant="compact"
                    className="mt-3"
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

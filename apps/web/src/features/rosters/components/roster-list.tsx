import { ROSTER_STATUSES, type RosterResponse, type RosterStatus, type RosterStudent } from '@campuspath/contract/rosters';
import { SHARE_SCOPE_LABELS } from '@campuspath/contract/sharing-terms';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';
import { formatCount } from '../../../lib/format-size.ts';

export const ROSTER_STATUS_LABELS: Record<RosterStatus, string> = {
  not_invited: 'Not invited yet',
  invited: 'Invited, not joined',
  joined: 'Joined, not sharing',
  sharing: 'Joined and sharing',
};

const STATUS_STYLES: Record<RosterStatus, string> = {
  not_invited: 'bg-slate-100 text-slate-800',
  invited: 'bg-amber-100 text-amber-900',
  joined: 'bg-sky-100 text-sky-900',
  sharing: 'bg-emerald-100 text-emerald-900',
};

function StudentLine({ student }: { student: RosterStudent }) {
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">
          {student.name}
          {student.sample ? (
            <span className="ml-2">
              <SampleBadge label="Sample" />
            </span>
          ) : null}
        </p>
        <p className="break-words text-sm text-slate-600">
          {student.email} · Class of {student.graduationYear}
          {student.group ? ` · ${student.group}` : ''}
          {student.studentNumber ? ` · No. ${student.studentNumber}` : ''}
        </p>
        {student.status === 'sharing' ? (
          <p className="text-sm text-slate-600">Shares: {student.scopes.map((scope) => SHARE_SCOPE_LABELS[scope]).join(', ')}</p>
        ) : null}
      </div>
      <span className={`w-fit shrink-0 rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_STYLES[student.status]}`}>
        {ROSTER_STATUS_LABELS[student.status]}
      </span>
    </li>
  );
}

/**
 * Said once above the demo's roster, its invitation buttons and counts: the lines marked Sample are
 * made-up students (a demo counselor may import their own beside them, shown as theirs), and the
 * demo sends no invitation (the server refuses a demo counselor's).
 */
export function SampleRosterNote() {
  return (
    <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <strong className="font-semibold">Sample roster.</strong> The students marked Sample, and where they are, are made up for the demo.
      Their addresses end in .invalid, which no mail server accepts, and the demo sends no invitations.
    </p>
  );
}

/**
 * Where every rostered student is: counts by place, each student with theirs (and what they share),
 * and the students who joined with the code without being on the roster, named, with whether they
 * share: so "joined" here and the caseload's sharing students add up.
 */
export function RosterList({ roster }: { roster: RosterResponse }) {
  if (roster.students.length === 0 && roster.unrostered.length === 0) {
    return <p className="text-sm text-slate-600">No roster yet. Import one above to see who has joined and who shares their plan.</p>;
  }
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {ROSTER_STATUSES.map((status) => (
          <div key={status} className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">{ROSTER_STATUS_LABELS[status]}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{formatCount(roster.counts[status])}</dd>
          </div>
        ))}
      </dl>
      {roster.students.length > 0 ? (
        <ul aria-label="Rostered students" className="divide-y divide-slate-200">
          {roster.students.map((student) => (
            <StudentLine key={student.id} student={student} />
          ))}
        </ul>
      ) : null}
      {roster.unrostered.length > 0 ? (
        <section aria-labelledby="unrostered" className="space-y-2">
          <h3 id="unrostered" className="font-semibold text-slate-900">
            Joined with the code, not on the roster
          </h3>
          <ul className="divide-y divide-slate-200 text-sm">
            {roster.unrostered.map((student, index) => (
              <li key={`${student.name}-${index}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-slate-900">
                  {student.name} · Class of {student.graduationYear}
                </span>
                <span className="text-slate-600">{student.sharing ? 'Sharing with counselors' : 'Not sharing yet'}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

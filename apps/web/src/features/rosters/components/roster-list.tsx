import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RosterResponse, RosterStudent } from '@campuspath/contract/rosters';
import { ROSTER_STATUSES, type RosterStatus } from '@campuspath/contract/rosters-terms';
import type { ShareScope } from '@campuspath/contract/sharing-terms';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';
import { formatCount } from '../../../lib/format-size.ts';
import { PLAN_SCOPE_NAMES } from '../../../lib/plan-terms.ts';

export const ROSTER_STATUS_LABELS: Record<RosterStatus, MessageDescriptor> = {
  not_invited: msg`Not invited yet`,
  invited: msg`Invited, not joined`,
  joined: msg`Joined, not sharing`,
  sharing: msg`Joined and sharing`,
};

/** What a student shares with counselors: the plan's parts, and their consent to the school's history. */
const SCOPE_NAMES: Record<ShareScope, MessageDescriptor> = {
  ...PLAN_SCOPE_NAMES,
  history: msg`Their decisions, without their name, in the school’s admission history`,
};

const STATUS_CLASSES: Record<RosterStatus, { className: string }> = {
  not_invited: { className: 'bg-slate-100 text-slate-800' },
  invited: { className: 'bg-amber-100 text-amber-900' },
  joined: { className: 'bg-sky-100 text-sky-900' },
  sharing: { className: 'bg-emerald-100 text-emerald-900' },
};

function StudentLine({ student }: { student: RosterStudent }) {
  const { i18n, t } = useLingui();
  const year = student.graduationYear;
  const studentNumber = student.studentNumber;
  const scopes = student.scopes.map((scope) => i18n._(SCOPE_NAMES[scope])).join(', ');
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">
          {student.name}
          {student.sample ? (
            <span className="ml-2">
              <SampleBadge label={t`Sample`} />
            </span>
          ) : null}
        </p>
        <p className="break-words text-sm text-slate-600">
          {student.email} · {t`Class of ${year}`}
          {student.group ? ` · ${student.group}` : ''}
          {studentNumber ? t` · No. ${studentNumber}` : ''}
        </p>
        {student.status === 'sharing' ? (
          <p className="text-sm text-slate-600">
            <Trans>Shares: {scopes}</Trans>
          </p>
        ) : null}
      </div>
      <span className={`w-fit shrink-0 rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_CLASSES[student.status].className}`}>
        {i18n._(ROSTER_STATUS_LABELS[student.status])}
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
      <Trans>
        <strong className="font-semibold">Sample roster.</strong> The students marked Sample, and where they are, are made up for the demo.
        Their addresses end in .invalid, which no mail server accepts, and the demo sends no invitations.
      </Trans>
    </p>
  );
}

/**
 * Where every rostered student is: counts by place, each student with theirs (and what they share),
 * and the students who joined with the code without being on the roster, named, with whether they
 * share: so "joined" here and the caseload's sharing students add up.
 */
export function RosterList({ roster }: { roster: RosterResponse }) {
  const { i18n, t } = useLingui();
  const classOf = (year: number) => t`Class of ${year}`;
  if (roster.students.length === 0 && roster.unrostered.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No roster yet. Import one above to see who has joined and who shares their plan.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {ROSTER_STATUSES.map((status) => (
          <div key={status} className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">{i18n._(ROSTER_STATUS_LABELS[status])}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{formatCount(roster.counts[status])}</dd>
          </div>
        ))}
      </dl>
      {roster.students.length > 0 ? (
        <ul aria-label={t`Rostered students`} className="divide-y divide-slate-200">
          {roster.students.map((student) => (
            <StudentLine key={student.id} student={student} />
          ))}
        </ul>
      ) : null}
      {roster.unrostered.length > 0 ? (
        <section aria-labelledby="unrostered" className="space-y-2">
          <h3 id="unrostered" className="font-semibold text-slate-900">
            <Trans>Joined with the code, not on the roster</Trans>
          </h3>
          <ul className="divide-y divide-slate-200 text-sm">
            {roster.unrostered.map((student, index) => (
              <li key={`${student.name}-${index}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-slate-900">
                  {student.name} · {classOf(student.graduationYear)}
                </span>
                <span className="text-slate-600">{student.sharing ? t`Sharing with counselors` : t`Not sharing yet`}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

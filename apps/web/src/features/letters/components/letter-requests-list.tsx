import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatDate, formatDay } from '../../../lib/format-date.ts';
import { LETTER_REQUEST_STATUS_NAMES } from '../../../lib/letter-request-terms.ts';
import type { LetterRequest } from '@campuspath/contract/letter-requests';
import { useLetterRequests } from '../api/letter-requests.ts';
import { ApprovalStatus } from './approval-status.tsx';
import { TeacherInvitationStatus } from './teacher-invitation-status.tsx';

/**
 * The letters asked of teachers in the app: where each stands as the teacher answers it, their
 * message, and each college marked submitted. Nothing shows until the student has asked someone.
 */
export function LetterRequestsList() {
  const { i18n } = useLingui();
  const requests = useLetterRequests();
  const list = requests.data?.requests ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="letter-requests-heading" className="mt-8">
      <h3 id="letter-requests-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Asked in CampusPath</Trans>
      </h3>
      <ul className="mt-3 space-y-3">
        {list.map((request) => (
          <li key={request.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-medium text-slate-900">
              {request.teacherName}: {i18n._(LETTER_REQUEST_STATUS_NAMES[request.status])}
            </p>
            <ApprovalStatus request={request} />
            {request.status === 'awaiting' || request.status === 'not_approved' ? null : <TeacherInvitationStatus request={request} />}
            {request.message ? (
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">
                <span className="font-medium">
                  <Trans>Their message:</Trans>
                </span>{' '}
                {request.message}
              </p>
            ) : null}
            <ul className="mt-2 space-y-1 text-slate-700">
              {request.colleges.map((college) => (
                <li key={college.schoolId}>
                  <CollegeLine college={college} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A college of a request: its deadline, and whether the teacher marked the letter submitted there. */
function CollegeLine({ college }: { college: LetterRequest['colleges'][number] }) {
  const name = college.schoolName;
  const submitted = college.submittedAt ? formatDate(college.submittedAt) : null;
  const due = college.deadline ? formatDay(college.deadline) : null;
  if (due)
    return submitted ? (
      <Trans>
        {name} · Due {due} · Submitted {submitted}
      </Trans>
    ) : (
      <Trans>
        {name} · Due {due} · Not submitted yet
      </Trans>
    );
  return submitted ? (
    <Trans>
      {name} · Submitted {submitted}
    </Trans>
  ) : (
    <Trans>{name} · Not submitted yet</Trans>
  );
}

import { LETTER_REQUEST_STATUS_LABELS } from '@campuspath/contract/letter-requests-terms';
import { formatDate, formatDay } from '../../../lib/format-date.ts';
import { useLetterRequests } from '../api/letter-requests.ts';
import { ApprovalStatus } from './approval-status.tsx';
import { TeacherInvitationStatus } from './teacher-invitation-status.tsx';

/**
 * The letters asked of teachers in the app: where each stands as the teacher answers it, their
 * message, and each college marked submitted. Nothing shows until the student has asked someone.
 */
export function LetterRequestsList() {
  const requests = useLetterRequests();
  const list = requests.data?.requests ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="letter-requests-heading" className="mt-8">
      <h3 id="letter-requests-heading" className="text-lg font-semibold text-slate-900">
        Asked in CampusPath
      </h3>
      <ul className="mt-3 space-y-3">
        {list.map((request) => (
          <li key={request.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-medium text-slate-900">
              {request.teacherName}: {LETTER_REQUEST_STATUS_LABELS[request.status]}
            </p>
            <ApprovalStatus request={request} />
            {request.status === 'awaiting' || request.status === 'not_approved' ? null : <TeacherInvitationStatus request={request} />}
            {request.message ? (
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">
                <span className="font-medium">Their message:</span> {request.message}
              </p>
            ) : null}
            <ul className="mt-2 space-y-1 text-slate-700">
              {request.colleges.map((college) => (
                <li key={college.schoolId}>
                  {college.schoolName}
                  {college.deadline ? ` · Due ${formatDay(college.deadline)}` : ''} ·{' '}
                  {college.submittedAt ? `Submitted ${formatDate(college.submittedAt)}` : 'Not submitted yet'}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

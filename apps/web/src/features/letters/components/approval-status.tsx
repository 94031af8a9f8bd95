import type { LetterRequest } from '@campuspath/contract/letter-requests';
import { formatDate } from '../../../lib/format-date.ts';

/**
 * A request at a school whose counselors approve letter requests: waiting for them (the teacher
 * has not been asked), or their decision and message, which only the student reads.
 */
export function ApprovalStatus({ request }: { request: LetterRequest }) {
  const { approval } = request;
  if (!approval) return null;
  if (request.status === 'awaiting') {
    return <p className="mt-1 text-slate-700">Waiting for your counselor’s approval: your teacher has not been asked yet.</p>;
  }
  if (approval.decidedAt === null) return null;
  const declined = request.status === 'not_approved';
  return (
    <div className="mt-1 text-slate-700">
      <p>
        {declined ? 'Not approved' : 'Approved'} by your counselor on {formatDate(approval.decidedAt)}
        {declined ? ': your teacher was not asked.' : '.'}
      </p>
      {approval.message ? (
        <p className="whitespace-pre-line break-words">
          <span className="font-medium">Your counselor’s message:</span> {approval.message}
        </p>
      ) : null}
    </div>
  );
}

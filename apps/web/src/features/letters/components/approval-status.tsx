import { Trans } from '@lingui/react/macro';
import type { LetterRequest } from '@campuspath/contract/letter-requests';

/**
 * A request at a school whose counselors approve letter requests: waiting for them (the teacher
 * has not been asked), or their decision and message, which only the student reads.
 */
export function ApprovalStatus({ request }: { request: LetterRequest }) {
  const { approval } = request;
  if (!approval) return null;
  if (request.status === 'awaiting')
    return (
      <p className="mt-1 text-slate-700">
        <Trans>Your teacher is asked once your counselor approves.</Trans>
      </p>
    );
  if (approval.decidedAt === null) return null;
  const message = approval.message;
  return (
    <p className="mt-1 whitespace-pre-line break-words text-slate-700">
      {request.status === 'not_approved' ? (
        message ? (
          <Trans>Not approved by your counselor: {message}</Trans>
        ) : (
          <Trans>Not approved by your counselor.</Trans>
        )
      ) : message ? (
        <Trans>Approved by your counselor: {message}</Trans>
      ) : (
        <Trans>Approved by your counselor.</Trans>
      )}
    </p>
  );
}

import { Send } from 'lucide-react';
import { useState } from 'react';
import type { RosterResponse } from '@campuspath/contract/rosters';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatStudents as students } from '../../../lib/format-size.ts';
import { useSendRosterInvitations } from '../api/roster-invitations.ts';

/**
 * Invite the roster: one email to each student not yet invited (never twice, whoever else sends at
 * the same time), and a reminder to those invited who have not joined, chosen by the server. What was
 * sent is announced.
 */
export function InvitationsPanel({ highSchoolId, roster }: { highSchoolId: string; roster: RosterResponse }) {
  const send = useSendRosterInvitations(highSchoolId);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const waiting = roster.counts.not_invited;
  const invitedCount = roster.counts.invited;

  const run = async (body: { studentIds?: string[]; resend?: boolean }, what: string) => {
    setResult(null);
    setFailure(null);
    try {
      const answer = await send.mutateAsync(body);
      setResult(
        `${what}: ${students(answer.queued)} being emailed` +
          (answer.remaining ? `; ${students(answer.remaining)} still waiting (send again for the next batch).` : '.'),
      );
    } catch (error) {
      setFailure(errorMessage(error, 'The invitations could not be sent. Please try again.'));
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Each student gets one email inviting them to join; a student who already joined, or who chose to stop these emails, gets none.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run({}, 'Invitations')} disabled={send.isPending || waiting === 0}>
          <Send aria-hidden="true" className="size-4" />
          {waiting === 0 ? 'Everyone is invited' : `Invite ${students(waiting)}`}
        </Button>
        <Button
          variant="secondary"
          // The server picks who is due (invited, not joined, not emailed in the last three days): a
          // class of thousands needs no list of ids in the request.
          onClick={() => void run({ resend: true }, 'Reminders')}
          disabled={send.isPending || invitedCount === 0}
        >
          Remind {students(invitedCount)} who have not joined
        </Button>
      </div>
      <div aria-live="polite">
        {result ? <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">{result}</p> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>
    </div>
  );
}

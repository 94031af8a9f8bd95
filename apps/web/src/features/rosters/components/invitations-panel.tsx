import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { RosterResponse } from '@campuspath/contract/rosters';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { useSendRosterInvitations } from '../api/roster-invitations.ts';

/**
 * Invite the roster: one email to each student not yet invited (never twice, whoever else sends at
 * the same time), and a reminder to those invited who have not joined, chosen by the server. What was
 * sent is announced.
 */
export function InvitationsPanel({ highSchoolId, roster }: { highSchoolId: string; roster: RosterResponse }) {
  const { t } = useLingui();
  const send = useSendRosterInvitations(highSchoolId);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const waiting = roster.counts.not_invited;
  const invitedCount = roster.counts.invited;

  const run = async (body: { studentIds?: string[]; resend?: boolean }, reminders: boolean) => {
    setResult(null);
    setFailure(null);
    try {
      const answer = await send.mutateAsync(body);
      const { queued, remaining } = answer;
      const emailed = reminders
        ? t`Reminders: ${plural(queued, { one: '# student being emailed', other: '# students being emailed' })}`
        : t`Invitations: ${plural(queued, { one: '# student being emailed', other: '# students being emailed' })}`;
      setResult(
        remaining
          ? t`${emailed}; ${plural(remaining, { one: '# student still waiting', other: '# students still waiting' })} (send again for the next batch).`
          : t`${emailed}.`,
      );
    } catch (error) {
      setFailure(errorMessage(error, t`The invitations could not be sent. Please try again.`));
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <Trans>
          Each student gets one email inviting them to join; a student who already joined, or who chose to stop these emails, gets none.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run({}, false)} disabled={send.isPending || waiting === 0}>
          <Send aria-hidden="true" className="size-4" />
          {waiting === 0 ? t`Everyone is invited` : t`Invite ${plural(waiting, { one: '# student', other: '# students' })}`}
        </Button>
        <Button
          variant="secondary"
          // The server picks who is due (invited, not joined, not emailed in the last three days): a
          // class of thousands needs no list of ids in the request.
          onClick={() => void run({ resend: true }, true)}
          disabled={send.isPending || invitedCount === 0}
        >
          {t`Remind ${plural(invitedCount, { one: '# student who has not joined', other: '# students who have not joined' })}`}
        </Button>
      </div>
      <div aria-live="polite">
        {result ? <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">{result}</p> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>
    </div>
  );
}

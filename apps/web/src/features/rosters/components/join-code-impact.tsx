import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROSTER_INVITATION_LINK_DAYS } from '@campuspath/contract/rosters';
import { useRoster } from '../api/roster.ts';

/**
 * Who a new join code affects, said in the confirmation before it is made: the students already
 * in the school stay; the rostered students who have not joined need the new code once the old one
 * stops (those emailed an invitation can still join from its link while it works). Read when the dialog opens.
 */
export function JoinCodeImpact({ highSchoolId, joined }: { highSchoolId: string; joined: number }) {
  const { t } = useLingui();
  const roster = useRoster(highSchoolId);
  if (roster.isPending)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Counting who is affected…</Trans>
      </p>
    );
  if (roster.isError)
    return (
      <p className="text-sm text-slate-600">
        <Trans>We couldn’t count the rostered students who have not joined.</Trans>
      </p>
    );
  const { not_invited: notInvited, invited } = roster.data.counts;
  const waiting = notInvited + invited;
  const days = ROSTER_INVITATION_LINK_DAYS;
  const stay = t`${plural(joined, { one: '# student already joined and stays.', other: '# students already joined and stay.' })}`;
  const notJoined = t`${plural(waiting, {
    one: '# student on your roster has not joined yet: if they were given the current code, they need the new one once it stops working.',
    other:
      '# students on your roster have not joined yet: if they were given the current code, they need the new one once it stops working.',
  })}`;
  const emailed = t`${plural(invited, {
    one: `# of them was emailed an invitation, whose link works for ${days} days after it was sent.`,
    other: `# of them were emailed an invitation, whose link works for ${days} days after it was sent.`,
  })}`;
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="join-code-impact">
      <p>
        <strong>
          <Trans>Who is affected:</Trans>
        </strong>{' '}
        {stay}
      </p>
      <p>{waiting === 0 ? t`Every rostered student has joined.` : invited === 0 ? notJoined : `${notJoined} ${emailed}`}</p>
    </div>
  );
}

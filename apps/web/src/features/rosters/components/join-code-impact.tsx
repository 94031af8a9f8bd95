import { ROSTER_INVITATION_LINK_DAYS } from '@campuspath/contract/rosters';
import { formatStudents as students } from '../../../lib/format-size.ts';
import { useRoster } from '../api/roster.ts';

/**
 * Who a new join code affects, said in the confirmation before it is made: the students already
 * in the school stay; the rostered students who have not joined need the new code once the old one
 * stops (those emailed an invitation can still join from its link while it works). Read when the dialog opens.
 */
export function JoinCodeImpact({ highSchoolId, joined }: { highSchoolId: string; joined: number }) {
  const roster = useRoster(highSchoolId);
  if (roster.isPending) return <p className="text-sm text-slate-600">Counting who is affected…</p>;
  if (roster.isError) return <p className="text-sm text-slate-600">We couldn’t count the rostered students who have not joined.</p>;
  const { not_invited: notInvited, invited } = roster.data.counts;
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="join-code-impact">
      <p>
        <strong>Who is affected:</strong> {students(joined)} already joined and stay.
      </p>
      <p>
        {notInvited + invited === 0
          ? 'Every rostered student has joined.'
          : `${students(notInvited + invited)} on your roster have not joined yet: if they were given the current code, they need the new one once it stops working. ${invited === 0 ? '' : `${students(invited)} of them were emailed an invitation, whose link works for ${ROSTER_INVITATION_LINK_DAYS} days after it was sent.`}`}
      </p>
    </div>
  );
}

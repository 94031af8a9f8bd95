import { Trans } from '@lingui/react/macro';
import { isLetterOverdue, type LetterStatus } from '@campuspath/contract/letters-terms';
import { formatDay } from '../../../lib/format-date.ts';
import { todayIso } from '../../../lib/format-date.ts';

/** The due date; red, and said to be overdue, when it has passed on a letter that is not completed (spec section 4). */
export function DueDate({ status, dueDate }: { status: LetterStatus; dueDate: string | null }) {
  if (!dueDate)
    return (
      <span className="text-slate-500">
        <Trans>No due date</Trans>
      </span>
    );
  const overdue = isLetterOverdue({ status, dueDate }, todayIso());
  const day = formatDay(dueDate);
  return (
    <span className={overdue ? 'font-semibold text-red-700' : undefined} data-overdue={overdue || undefined} data-testid="letter-due-date">
      {overdue ? <Trans>{day} (overdue)</Trans> : day}
    </span>
  );
}

import { ExternalLink } from 'lucide-react';
import { APPLICATION_ROUND_LABELS } from '@campuspath/contract/applications-terms';
import type { CheckedDeadline } from '@campuspath/contract/checked-deadlines';
import { Button } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format-date.ts';

/**
 * Where the new application's deadline came from when the student's counselors checked it: their
 * name, when and the source, never presented as official. When the student typed another date,
 * the counselor's is offered instead of replacing theirs; a date that has passed is said to have
 * passed and never filled in or offered.
 */
export function CounselorDeadlineNote({ deadline, inUse, onUse }: { deadline: CheckedDeadline; inUse: boolean; onUse: () => void }) {
  const { source } = deadline;
  return (
    <div
      role="note"
      className="rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-slate-800"
      data-testid="counselor-deadline"
    >
      <p>
        {deadline.passed ? (
          <>
            <span className="font-semibold">Your counselor's date has passed:</span> {source.enteredBy} ({source.highSchool.name}) checked
            the {APPLICATION_ROUND_LABELS[deadline.round]} date as {formatDay(deadline.date)} on {formatDay(source.checkedOn)}, and it is
            over. Check the college's site for a later round.
          </>
        ) : inUse ? (
          <>
            <span className="font-semibold">Deadline filled in from your counselor:</span> {source.enteredBy} ({source.highSchool.name})
            checked the {APPLICATION_ROUND_LABELS[deadline.round]} date, {formatDay(deadline.date)}, on {formatDay(source.checkedOn)}.
          </>
        ) : (
          <>
            <span className="font-semibold">Your counselor's date:</span> {source.enteredBy} ({source.highSchool.name}) checked the{' '}
            {APPLICATION_ROUND_LABELS[deadline.round]} date as {formatDay(deadline.date)} on {formatDay(source.checkedOn)}.
          </>
        )}{' '}
        <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-medium text-indigo-800 underline underline-offset-2">
          Source
          <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        . Not official: confirm it on the college's site.
      </p>
      {inUse || deadline.passed ? null : (
        <Button variant="secondary" className="mt-2" onClick={onUse}>
          Use your counselor's date
        </Button>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { CheckedDeadline } from '@campuspath/contract/checked-deadlines';
import { Button } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';

/**
 * Where the new application's deadline came from when the student's counselors checked it: their
 * name, when and the source, never presented as official. When the student typed another date,
 * the counselor's is offered instead of replacing theirs; a date that has passed is said to have
 * passed and never filled in or offered.
 */
export function CounselorDeadlineNote({ deadline, inUse, onUse }: { deadline: CheckedDeadline; inUse: boolean; onUse: () => void }) {
  const { source } = deadline;
  const { t, i18n } = useLingui();
  const counselor = source.enteredBy;
  const highSchool = source.highSchool.name;
  const round = i18n._(APPLICATION_ROUND_NAMES[deadline.round]);
  const date = formatDay(deadline.date);
  const checkedOn = formatDay(source.checkedOn);
  return (
    <div
      role="note"
      className="rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-slate-800"
      data-testid="counselor-deadline"
    >
      <p>
        {deadline.passed ? (
          <Trans>
            <span className="font-semibold">Your counselor's date has passed:</span> {counselor} ({highSchool}) checked the {round} date as{' '}
            {date} on {checkedOn}, and it is over. Check the college's site for a later round.
          </Trans>
        ) : inUse ? (
          <Trans>
            <span className="font-semibold">Deadline filled in from your counselor:</span> {counselor} ({highSchool}) checked the {round}{' '}
            date, {date}, on {checkedOn}.
          </Trans>
        ) : (
          <Trans>
            <span className="font-semibold">Your counselor's date:</span> {counselor} ({highSchool}) checked the {round} date as {date} on{' '}
            {checkedOn}.
          </Trans>
        )}{' '}
        <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-medium text-indigo-800 underline underline-offset-2">
          <Trans>Source</Trans>
          <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
          <span className="sr-only">{` ${t`(opens in a new tab)`}`}</span>
        </a>
        <Trans>. Not official: confirm it on the college's site.</Trans>
      </p>
      {inUse || deadline.passed ? null : (
        <Button variant="secondary" className="mt-2" onClick={onUse}>
          <Trans>Use your counselor's date</Trans>
        </Button>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { formatDay } from '../../../lib/format-date.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { useCheckedDeadlines } from '../api/get-checked-deadlines.ts';
import { PassedBadge } from './passed-badge.tsx';

/**
 * The university page's Important Dates, for a student of a high school: the dates the
 * school's counselors checked for this college in the student's cycle, each marked as theirs with
 * the date checked and the source, never as official data. Nothing when there are none.
 */
export function CounselorDates({ highSchoolId, collegeId }: { highSchoolId: string; collegeId: number }) {
  const { t, i18n } = useLingui();
  const deadlines = useCheckedDeadlines(highSchoolId);
  const here = deadlines.data?.deadlines.filter((deadline) => deadline.collegeId === collegeId) ?? [];
  if (here.length === 0) return null;
  const highSchool = here[0]!.source.highSchool.name;
  return (
    <div className="mt-3 rounded-lg border border-indigo-200 bg-indigo-50/60 p-3 text-sm" data-testid="counselor-dates">
      <ul className="space-y-3" aria-label={t`Dates from your counselor`}>
        {here.map((deadline) => {
          const round = i18n._(APPLICATION_ROUND_NAMES[deadline.round]);
          const checkedOn = formatDay(deadline.source.checkedOn);
          return (
            <li key={deadline.id}>
              <p className="flex justify-between gap-3">
                <span className="font-medium text-slate-900">{round}</span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatDay(deadline.date)}
                  {deadline.passed ? <PassedBadge /> : null}
                </span>
              </p>
              <p className="mt-0.5 text-xs text-slate-700">
                <Trans>From your counselor · checked {checkedOn}</Trans> ·{' '}
                <a
                  href={deadline.source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-indigo-800 underline underline-offset-2"
                >
                  <Trans>source</Trans>
                  <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
                  <span className="sr-only">
                    {' '}
                    <Trans>for the {round} date (opens in a new tab)</Trans>
                  </span>
                </a>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        <Trans>Checked by {highSchool}'s counselors, not official: confirm on the college's site.</Trans>
      </p>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import type { SimilarStudents } from '@campuspath/contract/admission-history';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';

/**
 * "Your school's history" on a recommendation, beside the federal-data chance and
 * never blended into it: shown only when the student's high school has enough past applicants
 * like them at this college (the rest of the list would only repeat "too few").
 */
export function SchoolHistoryLine({ history }: { history: SimilarStudents }) {
  const { t, i18n } = useLingui();
  if (history.status !== 'shown' || history.admitted === null || history.total === null) return null;
  const rounds = history.byRound.map((entry) => {
    const round = i18n._(APPLICATION_ROUND_NAMES[entry.round]);
    const { admitted, total } = entry;
    return t`${round}: ${admitted} of ${total}`;
  });
  const { admitted, total } = history;
  const byRound = rounds.length ? ` (${rounds.join('; ')})` : '';
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="school-history-line">
      <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
      <span>
        {history.sample ? (
          <span className="mr-1">
            <SampleBadge />
          </span>
        ) : null}
        {history.sample ? (
          <Trans>
            <span className="font-medium text-slate-900">Your school's history:</span>{' '}
            <span className="font-semibold text-slate-900">
              {admitted} of {total}
            </span>{' '}
            generated sample applicants like you admitted{byRound}. A sample CampusPath generated, not real students.
          </Trans>
        ) : (
          <Trans>
            <span className="font-medium text-slate-900">Your school's history:</span>{' '}
            <span className="font-semibold text-slate-900">
              {admitted} of {total}
            </span>{' '}
            past applicants like you admitted{byRound}. Your high school's records, not official.
          </Trans>
        )}
      </span>
    </p>
  );
}

import { Users } from 'lucide-react';
import type { SimilarStudents } from '@campuspath/contract/admission-history';
import { APPLICATION_ROUND_LABELS } from '@campuspath/contract/applications-terms';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';

/**
 * "Your school's history" on a recommendation, beside the federal-data chance and
 * never blended into it: shown only when the student's high school has enough past applicants
 * like them at this college (the rest of the list would only repeat "too few").
 */
export function SchoolHistoryLine({ history }: { history: SimilarStudents }) {
  if (history.status !== 'shown' || history.admitted === null || history.total === null) return null;
  const rounds = history.byRound.map((entry) => `${APPLICATION_ROUND_LABELS[entry.round]}: ${entry.admitted} of ${entry.total}`);
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="school-history-line">
      <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
      <span>
        {history.sample ? (
          <span className="mr-1">
            <SampleBadge />
          </span>
        ) : null}
        <span className="font-medium text-slate-900">Your school's history:</span>{' '}
        <span className="font-semibold text-slate-900">
          {history.admitted} of {history.total}
        </span>{' '}
        {history.sample ? 'generated sample applicants' : 'past applicants'} like you admitted
        {rounds.length ? ` (${rounds.join('; ')})` : ''}.{' '}
        {history.sample ? 'A sample CampusPath generated, not real students.' : "Your high school's records, not official."}
      </span>
    </p>
  );
}

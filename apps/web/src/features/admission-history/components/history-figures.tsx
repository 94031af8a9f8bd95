import { Users } from 'lucide-react';
import type { CollegeHistory, SimilarStudents } from '@campuspath/contract/admission-history';
import { APPLICATION_ROUND_LABELS } from '@campuspath/contract/applications-terms';
import { admittedText, likeYouRule } from '../history-words.ts';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';

/** "Students like you: N of M admitted", per round where each round's group is large enough; or why not. */
export function StudentsLikeYou({ similar }: { similar: SimilarStudents }) {
  const shown = similar.status === 'shown' && similar.admitted !== null && similar.total !== null;
  return (
    <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-4" data-testid="students-like-you">
      {similar.sample ? (
        <p className="mb-2">
          <SampleBadge />
        </p>
      ) : null}
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <span>
          {similar.sample ? 'Sample students like you' : 'Students like you'}:{' '}
          {shown ? admittedText(similar.admitted!, similar.total!) : <span className="font-normal">{similar.summary}</span>}
        </span>
      </p>
      {!shown && similar.band ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="similar-band">
          Compared as widely as {similar.band.label}.
        </p>
      ) : null}
      {shown ? (
        <>
          <p className="mt-1 text-sm text-slate-700" data-testid="similar-band">
            Among {likeYouRule(similar)}.
          </p>
          {similar.byRound.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-label="Students like you by round">
              {similar.byRound.map((entry) => (
                <li key={entry.round}>
                  {APPLICATION_ROUND_LABELS[entry.round]}: <span className="font-medium">{admittedText(entry.admitted, entry.total)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Applicants per round (every round, whatever the filter); rounds under the school's minimum are left out. */
export function RoundCounts({ byRound }: { byRound: CollegeHistory['byRound'] }) {
  if (byRound.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">Applicants by round</p>
      <ul className="mt-1 max-w-md space-y-1 text-sm text-slate-700">
        {byRound.map((entry) => (
          <li key={entry.round} className="flex justify-between gap-3">
            <span>{APPLICATION_ROUND_LABELS[entry.round]}</span>
            <span className="tabular-nums">
              {entry.applicants} applied, {entry.admitted} admitted
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">Rounds with too few applicants to show are left out.</p>
    </div>
  );
}

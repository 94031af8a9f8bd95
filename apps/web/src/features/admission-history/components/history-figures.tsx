import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import type { CollegeHistory, SimilarStudents } from '@campuspath/contract/admission-history';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { admittedWords, bandWords, hiddenWords, likeYouWords } from '../history-student-words.ts';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';

/** "Students like you: N of M admitted", per round where each round's group is large enough; or why not. */
export function StudentsLikeYou({ similar, minimum }: { similar: SimilarStudents; minimum: number }) {
  const { t, i18n } = useLingui();
  const shown = similar.status === 'shown' && similar.admitted !== null && similar.total !== null;
  // Why nothing is shown, from the reason (the API's `summary` is its English).
  const summary = similar.reason ? hiddenWords(i18n, similar.reason, minimum, { testOptional: similar.testOptional }) : similar.summary;
  const lead = similar.sample ? t`Sample students like you` : t`Students like you`;
  const band = similar.band ? bandWords(i18n, similar.band.label) : '';
  const rule = shown ? likeYouWords(i18n, similar) : '';
  return (
    <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-4" data-testid="students-like-you">
      {similar.sample ? (
        <p className="mb-2">
          <SampleBadge label={t`Sample data: generated, not real students`} />
        </p>
      ) : null}
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <span>
          {lead}: {shown ? admittedWords(i18n, similar.admitted!, similar.total!) : <span className="font-normal">{summary}</span>}
        </span>
      </p>
      {!shown && similar.band ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="similar-band">
          <Trans>Compared as widely as {band}.</Trans>
        </p>
      ) : null}
      {shown ? (
        <>
          <p className="mt-1 text-sm text-slate-700" data-testid="similar-band">
            <Trans>Among {rule}.</Trans>
          </p>
          {similar.byRound.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-label={t`Students like you by round`}>
              {similar.byRound.map((entry) => (
                <li key={entry.round}>
                  {i18n._(APPLICATION_ROUND_NAMES[entry.round])}:{' '}
                  <span className="font-medium">{admittedWords(i18n, entry.admitted, entry.total)}</span>
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
  const { t, i18n } = useLingui();
  const appliedWords = (applied: number, admitted: number) => t`${applied} applied, ${admitted} admitted`;
  if (byRound.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">
        <Trans>Applicants by round</Trans>
      </p>
      <ul className="mt-1 max-w-md space-y-1 text-sm text-slate-700">
        {byRound.map((entry) => (
          <li key={entry.round} className="flex justify-between gap-3">
            <span>{i18n._(APPLICATION_ROUND_NAMES[entry.round])}</span>
            <span className="tabular-nums">{appliedWords(entry.applicants, entry.admitted)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">
        <Trans>Rounds with too few applicants to show are left out.</Trans>
      </p>
    </div>
  );
}

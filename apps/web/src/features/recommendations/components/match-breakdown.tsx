import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { SchoolFit } from '@campuspath/contract/recommendations';
import { formatFraction } from '../../../lib/format-percent.ts';
import { matchComponentName } from '../../../lib/match-terms.ts';
import { chanceExplanation } from '../../../lib/chance-text.ts';
import { matchSentence } from '../../../lib/match-text.ts';

/**
 * How the match and the chance were worked out: each part of the match with its weight, its
 * score and the sentence behind it, then the sentences behind the chance estimate.
 *
 * A plain disclosure button (`aria-expanded`, `aria-controls`), as Radix's Collapsible renders it,
 * without Radix's presence and context code in the page's first load (e2e/js-budget.spec.ts).
 */
export function MatchBreakdown({ fit, schoolName }: { fit: SchoolFit; schoolName: string }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const { i18n } = useLingui();
  const matchScore = fit.match.score;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-indigo-700 hover:underline"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
        {open ? (
          <Trans>
            Hide how this was worked out<span className="sr-only"> for {schoolName}</span>
          </Trans>
        ) : (
          <Trans>
            Show how this was worked out<span className="sr-only"> for {schoolName}</span>
          </Trans>
        )}
      </button>
      {open ? (
        <div id={contentId} className="mt-3 space-y-4 rounded-xl bg-slate-50 p-4 text-sm">
          <div>
            <h4 className="font-semibold text-slate-900">
              <Trans>Match {matchScore} out of 100</Trans>
            </h4>
            <p className="text-slate-600">
              <Trans>A weighted sum of the parts below; parts your profile cannot score yet are left out.</Trans>
            </p>
            <ul className="mt-2 divide-y divide-slate-200" aria-label={i18n._(msg`Match breakdown`)}>
              {fit.match.components.map((component) => (
                <li key={component.id} className="py-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium text-slate-900">{matchComponentName(i18n, component)}</span>
                    <span className="text-slate-700">
                      <ComponentWeight weight={component.weight} score={component.score} />
                    </span>
                  </div>
                  <p className="mt-0.5 text-slate-600">{matchSentence(i18n, component)}</p>
                </li>
              ))}
            </ul>
          </div>
          {fit.chance.explanation.length > 0 ? (
            <div>
              <h4 className="font-semibold text-slate-900">
                <Trans>About the chance estimate</Trans>
              </h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {chanceExplanation(i18n, fit.chance).map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** "Weight 30% of the match · score 80 of 100" (the word Weight for screen readers only). */
function ComponentWeight({ weight, score }: { weight: number; score: number | null }) {
  const { t } = useLingui();
  const share = formatFraction(weight);
  const points = score === null ? null : Math.round(score * 100);
  return (
    <>
      <span className="sr-only">
        <Trans>Weight</Trans>{' '}
      </span>
      {points === null ? t`${share} of the match · Not scored` : t`${share} of the match · score ${points} of 100`}
    </>
  );
}

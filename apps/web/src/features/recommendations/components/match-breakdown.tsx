import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { SchoolFit } from '@campuspath/contract/recommendations';

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

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
        {open ? 'Hide how this was worked out' : 'Show how this was worked out'}
        <span className="sr-only"> for {schoolName}</span>
      </button>
      {open ? (
        <div id={contentId} className="mt-3 space-y-4 rounded-xl bg-slate-50 p-4 text-sm">
          <div>
            <h4 className="font-semibold text-slate-900">Match {fit.match.score} out of 100</h4>
            <p className="text-slate-600">A weighted sum of the parts below; parts your profile cannot score yet are left out.</p>
            <ul className="mt-2 divide-y divide-slate-200" aria-label="Match breakdown">
              {fit.match.components.map((component) => (
                <li key={component.id} className="py-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium text-slate-900">{component.label}</span>
                    <span className="text-slate-700">
                      <span className="sr-only">Weight </span>
                      {percent(component.weight)} of the match ·{' '}
                      {component.score === null ? 'Not scored' : <>score {Math.round(component.score * 100)} of 100</>}
                    </span>
                  </div>
                  <p className="mt-0.5 text-slate-600">{component.sentence}</p>
                </li>
              ))}
            </ul>
          </div>
          {fit.chance.explanation.length > 0 ? (
            <div>
              <h4 className="font-semibold text-slate-900">About the chance estimate</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {fit.chance.explanation.map((sentence) => (
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

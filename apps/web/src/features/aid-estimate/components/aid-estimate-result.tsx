import type { AidEstimate } from '@campuspath/contract/aid-estimate';
import { formatMoney } from '../../../lib/format-money.ts';

/**
 * The estimate with every step in plain words: each line's figure, how it was worked out, and a
 * note wherever a value is derived, assumed or from a secondary source.
 */
export function AidEstimateResult({ estimate }: { estimate: AidEstimate }) {
  return (
    <section
      aria-labelledby="aid-result-title"
      className="rounded-2xl border border-indigo-200 bg-white p-4 sm:p-6"
      data-testid="aid-estimate-result"
    >
      <p className="text-xs font-semibold tracking-wider text-amber-800 uppercase">Estimate, not an offer</p>
      <h3 id="aid-result-title" className="mt-1 text-xl font-semibold text-slate-900">
        Your {estimate.awardYear} estimate
      </h3>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">Student Aid Index (SAI)</dt>
          <dd className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="aid-sai">
            {estimate.sai.toLocaleString('en-US')}
          </dd>
        </div>
        <div className="rounded-xl bg-emerald-50 p-4">
          <dt className="text-sm text-slate-600">Estimated Pell Grant (full-time, one year)</dt>
          <dd className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="aid-pell">
            {formatMoney(estimate.pell)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        Only the FAFSA gives an official SAI, and only a college’s aid offer gives an award. Colleges use the SAI for federal aid; many use
        their own methods (such as the CSS Profile) for their own money.
      </p>
      <h4 className="mt-6 text-base font-semibold text-slate-900">How it was worked out</h4>
      {estimate.sections.map((section) => (
        <div key={section.id} className="mt-4">
          <h5 className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{section.title}</h5>
          <ol className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {section.steps.map((line) => (
              <li key={line.id} className="p-3" data-testid={`aid-step-${line.id}`}>
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-900">{line.label}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {line.id === 'sai' ? line.amount.toLocaleString('en-US') : formatMoney(line.amount)}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{line.how}</p>
                {line.caveats.map((caveat) => (
                  <p key={caveat} className="mt-1 text-sm text-amber-800">
                    Note: {caveat}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

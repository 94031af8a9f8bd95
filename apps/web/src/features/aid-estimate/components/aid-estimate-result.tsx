import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { AidEstimate } from '@campuspath/contract/aid-estimate';
import { formatMoney } from '../../../lib/format-money.ts';
import { numberFormat } from '../../../lib/number-format.ts';

// The steps' words (every line's label, how and notes) load once there is an estimate to explain,
// not with the page: a visitor sees the form first.
const AidEstimateSteps = lazy(() => import('./aid-estimate-steps.tsx').then((module) => ({ default: module.AidEstimateSteps })));

/**
 * The estimate with every step in plain words: each line's figure, how it was worked out, and a
 * note wherever a value is derived, assumed or from a secondary source.
 */
export function AidEstimateResult({ estimate }: { estimate: AidEstimate }) {
  const awardYear = estimate.awardYear;
  return (
    <section
      aria-labelledby="aid-result-title"
      className="rounded-2xl border border-indigo-200 bg-white p-4 sm:p-6"
      data-testid="aid-estimate-result"
    >
      <p className="text-xs font-semibold tracking-wider text-amber-800 uppercase">
        <Trans>Estimate, not an offer</Trans>
      </p>
      <h3 id="aid-result-title" className="mt-1 text-xl font-semibold text-slate-900">
        <Trans>Your {awardYear} estimate</Trans>
      </h3>
      <AidEstimateFigures sai={estimate.sai} pell={estimate.pell} />
      <p className="mt-3 text-sm text-slate-600">
        <Trans>
          Only the FAFSA gives an official SAI, and only a college’s aid offer gives an award. Colleges use the SAI for federal aid; many
          use their own methods (such as the CSS Profile) for their own money.
        </Trans>
      </p>
      <Suspense fallback={null}>
        <AidEstimateSteps sections={estimate.sections} />
      </Suspense>
    </section>
  );
}

/** The two figures an estimate comes to: the Student Aid Index and the full-time Pell Grant. */
export function AidEstimateFigures({ sai, pell }: { sai: number; pell: number }) {
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl bg-slate-50 p-4">
        <dt className="text-sm text-slate-600">
          <Trans>Student Aid Index (SAI)</Trans>
        </dt>
        <dd className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="aid-sai">
          {numberFormat().format(sai)}
        </dd>
      </div>
      <div className="rounded-xl bg-emerald-50 p-4">
        <dt className="text-sm text-slate-600">
          <Trans>Estimated Pell Grant (full-time, one year)</Trans>
        </dt>
        <dd className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="aid-pell">
          {formatMoney(pell)}
        </dd>
      </div>
    </dl>
  );
}

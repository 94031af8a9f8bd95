import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { DashboardCard } from './dashboard-card.tsx';
import { formatPercent } from '../../../lib/format-percent.ts';

const CATEGORIES = [
  { key: 'researching', label: msg`Researching`, color: 'bg-slate-400', hint: msg`Saved, no application yet` },
  { key: 'preparing', label: msg`Preparing`, color: 'bg-amber-500', hint: msg`Drafting or in progress` },
  { key: 'applied', label: msg`Applied`, color: 'bg-indigo-600', hint: msg`Submitted, waitlisted or decided` },
  { key: 'accepted', label: msg`Accepted`, color: 'bg-emerald-600', hint: msg`Offers of admission` },
] as const;

/** Application progress (spec section 9): (applied + accepted) over the total, with the counts per category. */
export function PipelineCard({ progress }: { progress: Dashboard['applicationProgress'] }) {
  const { t, i18n } = useLingui();
  return (
    <DashboardCard title={t`Application progress`} id="pipeline">
      <div className="flex items-baseline justify-between">
        <p className="text-sm text-slate-600">
          <Trans>Applied or accepted</Trans>
        </p>
        <p className="text-lg font-semibold text-slate-900">{formatPercent(progress.percent)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t`Application progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-2 flex h-3 overflow-hidden rounded-full bg-slate-100"
      >
        {progress.total
          ? CATEGORIES.map((category) => (
              <span
                key={category.key}
                className={category.color}
                style={{ width: `${(progress.counts[category.key] / progress.total) * 100}%` }}
              />
            ))
          : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CATEGORIES.map((category) => (
          <div key={category.key} className="rounded-lg bg-slate-50 p-3">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${category.color}`} />
              {i18n._(category.label)}
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{progress.counts[category.key]}</dd>
            <dd className="text-xs text-slate-500">{i18n._(category.hint)}</dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../lib/format-size.ts';
import { useHealth } from '../api/get-health.ts';
import { scorecardYear } from '../dataset-vintage.ts';

/**
 * A few real numbers about the catalogue, straight from GET /api/health: how many colleges, and
 * which College Scorecard year file it reads first. Nothing is invented: while loading the numbers are placeholders, and if
 * the call fails they are simply left out.
 */
export function CatalogFacts() {
  const { t } = useLingui();
  const health = useHealth();
  if (health.isError) return null;
  const dataset = health.data?.dataset;
  const year = dataset ? scorecardYear(dataset.version) : null;
  const facts = [
    { value: dataset ? formatCount(dataset.schools) : null, label: t`US colleges and universities` },
    { value: dataset ? (year ?? t`Latest`) : null, label: t`College Scorecard year` },
    { value: '$0', label: t`Free for students` },
  ];
  // The words of dataset-vintage.ts's describeDataset, in the page's language (the catalogue always has IPEDS).
  const source = year ? t`College Scorecard ${year} year file and IPEDS` : t`College Scorecard and IPEDS`;
  return (
    <div aria-busy={!dataset}>
      <dl className="grid grid-cols-3 divide-x divide-slate-200 rounded-2xl border border-slate-200 bg-white/70 py-4 backdrop-blur">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse items-center justify-end gap-1 px-2 text-center">
            <dt className="text-xs leading-snug text-slate-600 sm:text-sm">{fact.label}</dt>
            <dd className="text-lg font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-2xl">
              {fact.value ?? (
                <span className="inline-block h-7 w-16 animate-pulse rounded-md bg-slate-200 align-middle">
                  <span className="sr-only">
                    <Trans>Loading</Trans>
                  </span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-center text-xs text-slate-600">
        <Trans>Data: {source}, U.S. Department of Education. Public domain.</Trans>
      </p>
    </div>
  );
}

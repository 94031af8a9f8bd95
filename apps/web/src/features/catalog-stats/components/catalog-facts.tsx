import { formatCount } from '../../../lib/format-size.ts';
import { useHealth } from '../api/get-health.ts';
import { describeDataset, scorecardYear } from '../dataset-vintage.ts';

/**
 * A few real numbers about the catalogue, straight from GET /api/health: how many colleges, and
 * which College Scorecard year file it reads first. Nothing is invented: while loading the numbers are placeholders, and if
 * the call fails they are simply left out.
 */
export function CatalogFacts() {
  const health = useHealth();
  if (health.isError) return null;
  const dataset = health.data?.dataset;
  const facts = [
    { value: dataset ? formatCount(dataset.schools) : null, label: 'US colleges and universities' },
    { value: dataset ? (scorecardYear(dataset.version) ?? 'Latest') : null, label: 'College Scorecard year' },
    { value: '$0', label: 'Free for students' },
  ];
  return (
    <div aria-busy={!dataset}>
      <dl className="grid grid-cols-3 divide-x divide-slate-200 rounded-2xl border border-slate-200 bg-white/70 py-4 backdrop-blur">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse items-center justify-end gap-1 px-2 text-center">
            <dt className="text-xs leading-snug text-slate-600 sm:text-sm">{fact.label}</dt>
            <dd className="text-lg font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-2xl">
              {fact.value ?? (
                <span className="inline-block h-7 w-16 animate-pulse rounded-md bg-slate-200 align-middle">
                  <span className="sr-only">Loading</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-center text-xs text-slate-600">
        Data: {dataset ? describeDataset(dataset.version) : 'College Scorecard and IPEDS'}, U.S. Department of Education. Public domain.
      </p>
    </div>
  );
}

import { useHealth } from '../../features/catalog-stats/api/get-health.ts';
import { formatCount } from '../../lib/format-size.ts';

export function Component() {
  const health = useHealth();
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight">Navigate your college journey with confidence</h1>
      <p className="mt-4 text-lg text-slate-600">
        {health.data
          ? `${formatCount(health.data.dataset.schools)} US colleges, from College Scorecard and IPEDS data.`
          : 'US colleges, from College Scorecard and IPEDS data.'}
      </p>
    </section>
  );
}

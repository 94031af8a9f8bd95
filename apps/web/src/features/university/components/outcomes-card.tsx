import type { SchoolDetail } from '@campuspath/contract/schools';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatFraction } from '../../../lib/format-percent.ts';

/**
 * Completion, retention and earnings, each with what it measures and when. The Scorecard's earnings
 * figure covers every former student who received federal aid, finished or not: never "graduates earn".
 */
export function OutcomesCard({ school }: { school: SchoolDetail }) {
  const { outcomes, dataVintage } = school;
  const facts = [
    {
      label: 'Graduation rate',
      value: formatFraction(outcomes.graduationRate, 'Not reported'),
      note: `Full-time first-time students finishing within 150% of normal time${dataVintage.outcomes ? ` (${dataVintage.outcomes})` : ''}`,
    },
    {
      label: 'Students who return for a second year',
      value: formatFraction(outcomes.retentionRate, 'Not reported'),
      note: dataVintage.outcomes ? `Full-time students (${dataVintage.outcomes})` : 'Full-time students',
    },
    {
      label: 'Median earnings',
      value: formatMoney(outcomes.medianEarnings, 'Not reported'),
      note: `Former students who received federal aid, finished or not (working, not enrolled).${
        dataVintage.earnings ? ` ${dataVintage.earnings.replace(/^./, (first) => first.toUpperCase())}.` : ''
      }`,
      testId: 'earnings-vintage',
    },
  ];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="outcomes-title">
      <h2 id="outcomes-title" className="text-lg font-semibold">
        Outcomes
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{fact.value}</dd>
            <dd className="text-xs text-slate-600" data-testid={fact.testId}>
              {fact.note}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { SchoolDetail } from '@campuspath/contract/schools';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatPercent } from '../../../lib/format-percent.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { headlineTuition } from '../../../lib/residency.ts';

/**
 * The four headline figures, each with when it was measured (the detail's `dataVintage`). Tuition is
 * the out-of-state price at a public college outside the student's home state.
 */
export function StatsRow({ school, homeState = null }: { school: SchoolDetail; homeState?: string | null }) {
  const tuition = headlineTuition(school, homeState);
  const tuitionNote = tuition.label === 'Out-of-state tuition' ? `out-of-state per year (you're from ${homeState})` : 'in-state per year';
  const enrollment = school.size ?? school.population;
  const vintage = school.dataVintage;
  const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(', ') || undefined;
  const stats = [
    { label: 'Type', value: school.type || 'University' },
    {
      label: 'Enrollment',
      value: formatCount(enrollment, 'N/A'),
      note: enrollment !== null ? join('undergraduates', vintage.students) : undefined,
    },
    {
      label: 'Tuition',
      value: formatMoney(tuition.amount, 'N/A'),
      note: tuition.amount !== null ? join(tuitionNote, vintage.costs) : undefined,
    },
    {
      label: 'Acceptance Rate',
      value: formatPercent(school.acceptance_rate),
      note:
        school.acceptance_rate !== null
          ? join(vintage.admissions, school.admissions.admissionRateScope === 'all-campuses' && 'all campuses')
          : undefined,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{stat.value}</dd>
          {stat.note && <dd className="text-xs text-slate-600">{stat.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

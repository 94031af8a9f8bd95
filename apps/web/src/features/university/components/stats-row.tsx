import { useLingui } from '@lingui/react/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { admissionRateText } from '../../../lib/admission-rate-text.ts';
import { controlLabel } from '../../../lib/data-terms.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { headlineTuition } from '../../../lib/residency.ts';

/**
 * The four headline figures, each with its own year (the detail's `figureYears`). Tuition is the
 * out-of-state price at a public college outside the student's home state; a private college's
 * tuition is its one published price (in-state and out-of-state are public-college words).
 */
export function StatsRow({ school, homeState = null }: { school: SchoolDetail; homeState?: string | null }) {
  const { t, i18n } = useLingui();
  const tuition = headlineTuition(school, homeState);
  const isPublic = school.control === 'public';
  const tuitionNote =
    tuition.label === 'Out-of-state tuition'
      ? t`out-of-state per year (you're from ${homeState})`
      : isPublic
        ? t`in-state per year`
        : t`per year`;
  const enrollment = school.size ?? school.population;
  const years = school.figureYears;
  const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(', ') || undefined;
  const tuitionField = tuition.label === 'Out-of-state tuition' ? 'costs.tuitionOutOfState' : 'costs.tuitionInState';
  const notReported = t`Not reported`;
  const stats = [
    { key: 'type', label: t`Type`, value: school.type ? controlLabel(i18n, school.type) : t`University` },
    {
      key: 'enrollment',
      label: t`Enrollment`,
      value: formatCount(enrollment, notReported),
      note: enrollment !== null ? join(t`undergraduates`, years['students.undergraduates']) : undefined,
    },
    {
      key: 'tuition',
      label: t`Tuition`,
      value: formatMoney(tuition.amount, notReported),
      note: tuition.amount !== null ? join(tuitionNote, years[tuitionField]) : undefined,
    },
    {
      key: 'admission',
      label: t`Acceptance Rate`,
      value: school.openAdmissions || school.acceptance_rate !== null ? admissionRateText(school) : notReported,
      note: school.openAdmissions
        ? join(t`accepts any student who applies`, years.openAdmissions)
        : school.acceptance_rate !== null
          ? join(years['admissions.admissionRate'], school.admissions.admissionRateScope === 'all-campuses' && t`all campuses`)
          : undefined,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.key} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{stat.value}</dd>
          {stat.note && <dd className="text-xs text-slate-600">{stat.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatFraction } from '../../../lib/format-percent.ts';
import { FederalDataGaps } from './federal-data-gaps.tsx';

/** How long "normal time" and its multiples are at the college's own level (the measure its figures use). */
const MEASURE_WORDS = {
  'four-year': { normal: 'four years for a bachelor’s degree', within150: 'six years', within200: 'eight years', kind: 'four-year' },
  'less-than-four-year': {
    normal: 'two years for an associate’s degree',
    within150: 'three years',
    within200: 'four years',
    kind: 'two-year',
  },
} as const;

/**
 * Completion, retention, default and earnings, each with what it measures and its own year. A
 * four-year college's rates are the four-year measures and a two-year college's the two-year ones
 * (the detail's `outcomeMeasure`), never mixed. The Scorecard's earnings figure covers every former
 * student who received federal aid, finished or not: never "graduates earn".
 */
export function OutcomesCard({ school }: { school: SchoolDetail }) {
  const { outcomes, figureYears: years, dataVintage } = school;
  const words = MEASURE_WORDS[school.outcomeMeasure];
  const withYear = (note: string, field: string, value: number | null) =>
    value !== null && years[field] ? `${note} (${years[field]})` : note;
  const facts = [
    {
      label: 'Graduation rate',
      value: formatFraction(outcomes.graduationRate),
      note: withYear(
        `First-time, full-time students finishing within 150% of normal time (${words.within150}), ${words.kind} measure`,
        'outcomes.graduationRate',
        outcomes.graduationRate,
      ),
    },
    {
      label: 'On-time graduation',
      value: formatFraction(outcomes.onTimeGraduationRate),
      note: withYear(`Finishing within normal time (${words.normal})`, 'outcomes.onTimeGraduationRate', outcomes.onTimeGraduationRate),
    },
    {
      label: 'Within 200% of normal time',
      value: formatFraction(outcomes.completionWithin200),
      note: withYear(`Finishing within ${words.within200}`, 'outcomes.completionWithin200', outcomes.completionWithin200),
    },
    {
      label: 'Students who return for a second year',
      value: formatFraction(outcomes.retentionRate),
      note: withYear(`First-time, full-time students, ${words.kind} measure`, 'outcomes.retentionRate', outcomes.retentionRate),
    },
    {
      label: 'Award within 8 years',
      value: formatFraction(outcomes.awardWithin8Years),
      note: withYear(
        'Every entering student, full- or part-time, first-time or transfer, with a degree or certificate within 8 years',
        'outcomes.awardWithin8Years',
        outcomes.awardWithin8Years,
      ),
    },
    {
      label: '3-year loan default rate',
      value: formatFraction(outcomes.loanDefaultRate),
      note: withYear(
        'Federal borrowers who defaulted within three years of starting repayment',
        'outcomes.loanDefaultRate',
        outcomes.loanDefaultRate,
      ),
    },
    {
      label: 'Median earnings',
      value: formatMoney(outcomes.medianEarnings),
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
      <p className="text-sm text-slate-600">College Scorecard; each figure names its year.</p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
      <FederalDataGaps schoolId={school.id} />
    </section>
  );
}
